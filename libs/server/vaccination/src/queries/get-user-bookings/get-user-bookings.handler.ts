import { EntityManager, LoadStrategy } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { normalizeEmail, VACCINATION_ERROR_CODES, VACCINATION_MESSAGES } from '@kukur/contracts';
import { ForbiddenError } from '@kukur/server-kernel';
import { Booking } from '../../domain/booking.entity';
import { BookingDto } from '../../http/booking.response.dto';
import { GetUserBookingsQuery } from './get-user-bookings.query';

@QueryHandler(GetUserBookingsQuery)
export class GetUserBookingsHandler implements IQueryHandler<GetUserBookingsQuery, BookingDto[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, email }: GetUserBookingsQuery): Promise<BookingDto[]> {
    const isAdmin = user.role === 'admin';
    const wanted = normalizeEmail(email);
    if (!isAdmin && wanted !== user.email) {
      throw new ForbiddenError(VACCINATION_ERROR_CODES.EMAIL_MISMATCH, VACCINATION_MESSAGES.othersBookings);
    }
    const bookings = await this.em
      .fork()
      .find(Booking, isAdmin ? { userEmail: wanted } : { userId: user.id }, {
        populate: ['center', 'vaccines', 'history'],
        strategy: LoadStrategy.SELECT_IN,
        orderBy: { startsAt: 'desc', id: 'asc' },
      });
    return bookings.map((booking) => BookingDto.fromEntity(booking, { withHistory: isAdmin }));
  }
}
