import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { findBooking } from '../../domain/find-booking';
import { BookingDto } from '../../http/booking.response.dto';
import { GetBookingQuery } from './get-booking.query';

@QueryHandler(GetBookingQuery)
export class GetBookingHandler implements IQueryHandler<GetBookingQuery, BookingDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, bookingId }: GetBookingQuery): Promise<BookingDto> {
    const isAdmin = user.role === 'admin';
    const booking = await findBooking(this.em.fork(), bookingId, { ownerId: isAdmin ? undefined : user.id });
    return BookingDto.fromEntity(booking, { withHistory: isAdmin });
  }
}
