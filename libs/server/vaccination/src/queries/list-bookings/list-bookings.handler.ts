import { EntityManager, FilterQuery, LoadStrategy, raw } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BOOKING_STATUSES } from '@kukur/contracts';
import { Booking } from '../../domain/booking.entity';
import { BookingDto } from '../../http/booking.response.dto';
import { ListBookingsQuery } from './list-bookings.query';

@QueryHandler(ListBookingsQuery)
export class ListBookingsHandler implements IQueryHandler<ListBookingsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filters }: ListBookingsQuery): Promise<{ bookings: BookingDto[]; total: number }> {
    const where: FilterQuery<Booking> = {};
    if (filters.status) {
      const status = BOOKING_STATUSES.find((known) => known === filters.status!.trim().toLowerCase());
      // An unknown status matches nothing rather than everything.
      if (!status) return { bookings: [], total: 0 };
      where.status = status;
    }
    const search = filters.search?.trim();
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.$or = [
        { patientName: { $ilike: pattern } },
        { dogName: { $ilike: pattern } },
        { userEmail: { $ilike: pattern } },
        { contactCode: { $ilike: pattern } },
        // Statements show the last 8 characters of the id: any part of it finds the booking.
        { [raw((alias) => `${alias}.id::text`)]: { $ilike: pattern } },
      ];
    }
    const [bookings, total] = await this.em.fork().findAndCount(Booking, where, {
      populate: ['center', 'vaccines', 'history'],
      // Doses and history in their own selects, so the page limit counts bookings, not joined rows.
      strategy: LoadStrategy.SELECT_IN,
      orderBy: { startsAt: 'desc', id: 'asc' },
      limit: filters.pageSize,
      offset: (filters.page - 1) * filters.pageSize,
    });
    return {
      bookings: bookings.map((booking) => BookingDto.fromEntity(booking, { withHistory: true })),
      total,
    };
  }
}
