import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { VACCINATION_MESSAGES } from '@kukur/contracts';
import type { AuthenticatedUser } from '@kukur/server-identity';
import { CurrentUser, RequireAdmin, RequireLogin, TokenScope } from '@kukur/server-identity';
import { ApiErrorAnswers, ErrorResponseDto, PublicReadLimit, TOTAL_COUNT_HEADER } from '@kukur/server-kernel';
import type { FastifyReply as Response } from 'fastify';
import { BookVaccinationCommand } from '../commands/book-vaccination/book-vaccination.command';
import { CancelBookingCommand } from '../commands/cancel-booking/cancel-booking.command';
import { ChangeBookingStatusCommand } from '../commands/change-booking-status/change-booking-status.command';
import { RescheduleBookingCommand } from '../commands/reschedule-booking/reschedule-booking.command';
import { GetAvailabilityQuery } from '../queries/get-availability/get-availability.query';
import { GetBookingQuery } from '../queries/get-booking/get-booking.query';
import { GetBookingStatsQuery } from '../queries/get-booking-stats/get-booking-stats.query';
import { ListBookingsQuery } from '../queries/list-bookings/list-bookings.query';
import { AvailabilityRequestDto } from './availability.request.dto';
import { AvailabilityDto } from './availability.response.dto';
import { BookVaccinationRequestDto } from './book-vaccination.request.dto';
import { BookingStatsDto } from './booking-stats.dto';
import { BookingCreatedDto, BookingDto } from './booking.response.dto';
import { ChangeBookingStatusRequestDto } from './change-booking-status.request.dto';
import {
  APPOINTMENT_ANSWERS,
  AVAILABILITY_CENTER_NOT_FOUND,
  BOOKING_EMAIL_MISMATCH,
  BOOKING_NOT_FOUND,
  ILLEGAL_TRANSITION,
  NOT_A_VACCINE,
  NOT_CANCELLABLE,
  NOT_RESCHEDULABLE,
  TOO_EARLY,
  TOO_MANY_OPEN_BOOKINGS,
  VACCINE_UNAVAILABLE,
} from './error-answers';
import { ListBookingsRequestDto } from './list-bookings.request.dto';
import { RescheduleBookingRequestDto } from './reschedule-booking.request.dto';

@ApiTags('vaccinations')
@Controller('vaccinations')
export class VaccinationsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post()
  @RequireLogin()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Book a vaccination appointment for the logged-in customer; prices and total are the server’s',
  })
  @ApiCreatedResponse({ type: BookingCreatedDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description:
      'Please fill out the following fields: ... (missingFields); phone, behaviour, date, time, centre closed, not a vaccine',
  })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'userEmail is not the logged-in account’s' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: `${VACCINATION_MESSAGES.slotTaken} Or a vaccine is out of stock.`,
  })
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description:
      'The customer already has MAX_OPEN_BOOKINGS_PER_CUSTOMER open requests (scheduled, not yet confirmed, still to come); Retry-After and `retryAfterSeconds` say when to try again',
  })
  @ApiErrorAnswers([
    BOOKING_EMAIL_MISMATCH,
    TOO_MANY_OPEN_BOOKINGS,
    NOT_A_VACCINE,
    ...APPOINTMENT_ANSWERS,
    VACCINE_UNAVAILABLE,
  ])
  book(
    @Body() body: BookVaccinationRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<BookingCreatedDto> {
    return this.commandBus.execute(
      new BookVaccinationCommand(
        user,
        {
          patient: {
            name: body.patient.name,
            phoneNumber: body.patient.phoneNumber,
            city: body.patient.city,
            address: body.patient.address,
            specialInstructions: body.patient.specialInstructions ?? null,
          },
          dog: body.dog,
          vaccines: body.vaccines.map((vaccine) => ({
            productId: vaccine.productId ?? vaccine.id ?? vaccine._id,
            name: vaccine.name,
          })),
          appointmentDate: body.appointmentDate,
          appointmentTime: body.appointmentTime,
          vaccinationCenter: body.vaccinationCenter,
        },
        body.userEmail,
      ),
    );
  }

  @Get()
  @RequireAdmin()
  @TokenScope('bookings:read')
  @ApiOperation({ summary: 'Every booking, latest appointment first (admin); X-Total-Count holds the total' })
  @ApiOkResponse({ type: [BookingDto], headers: TOTAL_COUNT_HEADER })
  async list(
    @Query() query: ListBookingsRequestDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<BookingDto[]> {
    const { bookings, total } = await this.queryBus.execute(
      new ListBookingsQuery({
        search: query.search,
        status: query.status,
        page: query.page ?? 1,
        pageSize: query.pageSize ?? 50,
      }),
    );
    response.header('X-Total-Count', String(total));
    return bookings;
  }

  @Get('stats')
  @RequireAdmin()
  @TokenScope('bookings:read')
  @ApiOperation({ summary: 'Bookings by status and today’s appointments (admin)' })
  @ApiOkResponse({ type: BookingStatsDto })
  stats(): Promise<BookingStatsDto> {
    return this.queryBus.execute(new GetBookingStatsQuery());
  }

  @Get('availability')
  @PublicReadLimit()
  @ApiOperation({
    summary: 'For each centre and day (Nepal dates), the appointment times that still have a free place',
  })
  @ApiOkResponse({ type: AvailabilityDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'Malformed dates, too long a range, unknown centre',
  })
  @ApiErrorAnswers([AVAILABILITY_CENTER_NOT_FOUND])
  availability(@Query() query: AvailabilityRequestDto): Promise<AvailabilityDto> {
    return this.queryBus.execute(
      new GetAvailabilityQuery({ center: query.center, from: query.from, to: query.to }),
    );
  }

  @Get(':id')
  @TokenScope('bookings:read')
  @RequireLogin()
  @ApiOperation({ summary: 'One booking: one’s own, or any for an admin (with its history)' })
  @ApiOkResponse({ type: BookingDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiErrorAnswers([BOOKING_NOT_FOUND])
  get(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<BookingDto> {
    return this.queryBus.execute(new GetBookingQuery(user, id));
  }

  @Put(':id')
  @RequireAdmin()
  @TokenScope('bookings:write')
  @ApiOperation({
    summary:
      'Change a booking’s status (admin): scheduled -> confirmed -> completed | no-show (on or after its date), scheduled/confirmed -> cancelled',
  })
  @ApiOkResponse({ type: BookingDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'Not allowed from the current status, or too early',
  })
  @ApiErrorAnswers([BOOKING_NOT_FOUND, ILLEGAL_TRANSITION, TOO_EARLY])
  changeStatus(
    @Param('id') id: string,
    @Body() body: ChangeBookingStatusRequestDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<BookingDto> {
    return this.commandBus.execute(new ChangeBookingStatusCommand(admin, id, body.status, body.note ?? null));
  }

  @Patch(':id/cancel')
  @RequireLogin()
  @ApiOperation({ summary: 'Cancel one’s own scheduled or confirmed appointment before it starts' })
  @ApiOkResponse({ type: BookingDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: VACCINATION_MESSAGES.notCancellable })
  @ApiErrorAnswers([BOOKING_NOT_FOUND, NOT_CANCELLABLE])
  cancel(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<BookingDto> {
    return this.commandBus.execute(new CancelBookingCommand(user, id));
  }

  @Patch(':id/reschedule')
  @RequireLogin()
  @ApiOperation({ summary: 'Move one’s own scheduled appointment to another date, time or centre' })
  @ApiOkResponse({ type: BookingDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'Please fill in all fields; date and time rules',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: `${VACCINATION_MESSAGES.onlyScheduledReschedulable}; ${VACCINATION_MESSAGES.slotTaken}`,
  })
  @ApiErrorAnswers([BOOKING_NOT_FOUND, NOT_RESCHEDULABLE, ...APPOINTMENT_ANSWERS])
  reschedule(
    @Param('id') id: string,
    @Body() body: RescheduleBookingRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<BookingDto> {
    return this.commandBus.execute(new RescheduleBookingCommand(user, id, body));
  }
}
