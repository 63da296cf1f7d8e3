import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import { VACCINATION_MESSAGES } from '@kukur/contracts';
import type { AuthenticatedUser } from '@kukur/server-identity';
import { CurrentUser, RequireAdmin, TokenScope } from '@kukur/server-identity';
import { ApiErrorAnswers, ErrorResponseDto, ValidationFailedError } from '@kukur/server-kernel';
import { SendBookingEmailCommand } from '../commands/send-booking-email/send-booking-email.command';
import { BOOKING_NOT_FOUND } from './error-answers';
import { SendBookingEmailRequestDto } from './send-booking-email.request.dto';

export class BookingEmailSentDto {
  @ApiProperty({ example: 'Email notification sent to sita.sharma@example.com' })
  message: string;

  @ApiProperty({
    example: 'sita.sharma@example.com',
    description: 'Where the e-mail goes: the booking’s address',
  })
  email: string;
}

@ApiTags('vaccinations')
@Controller()
export class VaccinationEmailsController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('send-vaccination-email')
  @RequireAdmin()
  @TokenScope('bookings:write')
  @HttpCode(202)
  @ApiOperation({ summary: 'E-mail the customer about their booking’s current status again (admin)' })
  @ApiAcceptedResponse({ type: BookingEmailSentDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No booking named' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiErrorAnswers([BOOKING_NOT_FOUND])
  async send(
    @Body() body: SendBookingEmailRequestDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<BookingEmailSentDto> {
    const bookingId = body.bookingId ?? body.bookingDetails?._id ?? body.bookingDetails?.id;
    if (!bookingId) throw new ValidationFailedError('bookingId is required', ['bookingId']);
    const { email } = await this.commandBus.execute(new SendBookingEmailCommand(admin, bookingId));
    return { message: VACCINATION_MESSAGES.emailSent(email), email };
  }
}
