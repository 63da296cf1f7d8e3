import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '@kukur/server-identity';
import { CurrentUser, RequireLogin } from '@kukur/server-identity';
import { ApiErrorAnswers, ErrorResponseDto } from '@kukur/server-kernel';
import { GetUserBookingsQuery } from '../queries/get-user-bookings/get-user-bookings.query';
import { BookingDto } from './booking.response.dto';
import { OTHERS_BOOKINGS } from './error-answers';

@ApiTags('vaccinations')
@Controller('users')
export class UserVaccinationsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':email/vaccinations')
  @RequireLogin()
  @ApiOperation({ summary: 'A customer’s bookings: one’s own (or any customer’s for an admin)' })
  @ApiOkResponse({ type: [BookingDto] })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Someone else’s e-mail' })
  @ApiErrorAnswers([OTHERS_BOOKINGS])
  list(@Param('email') email: string, @CurrentUser() user: AuthenticatedUser): Promise<BookingDto[]> {
    return this.queryBus.execute(new GetUserBookingsQuery(user, email));
  }
}
