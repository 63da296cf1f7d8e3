import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { addDays, nepalDateOf, TREND_PERIOD_DAYS, trendWindowOf } from '@kukur/contracts';
import { BookingFigures, GetBookingFiguresQuery } from './get-booking-figures.query';

@QueryHandler(GetBookingFiguresQuery)
export class GetBookingFiguresHandler implements IQueryHandler<GetBookingFiguresQuery, BookingFigures> {
  constructor(private readonly em: EntityManager) {}

  async execute({ now }: GetBookingFiguresQuery): Promise<BookingFigures> {
    const booked = trendWindowOf(now);
    // Appointments are counted by their Nepal date: the last 30 days end with today.
    const today = nepalDateOf(now);
    const lastStart = addDays(today, 1 - TREND_PERIOD_DAYS);
    const previousStart = addDays(lastStart, -TREND_PERIOD_DAYS);
    const [row] = await this.em
      .fork()
      .getConnection()
      .execute<BookingFigures[]>(
        `select count(*)::int as "bookingCount",
                count(*) filter (where created_at >= ? and created_at < ?)::int as "bookedLast30Days",
                count(*) filter (where created_at >= ? and created_at < ?)::int as "bookedPrevious30Days",
                count(*) filter (where appointment_date = ?::date and status <> 'cancelled')::int
                  as "todaysAppointments",
                count(*) filter (where appointment_date between ?::date and ?::date and status <> 'cancelled')::int
                  as "appointmentsLast30Days",
                count(*) filter (where appointment_date >= ?::date and appointment_date < ?::date
                                   and status <> 'cancelled')::int as "appointmentsPrevious30Days"
           from vaccination_booking`,
        [
          booked.lastStart,
          now,
          booked.previousStart,
          booked.lastStart,
          today,
          lastStart,
          today,
          previousStart,
          lastStart,
        ],
      );
    return row!;
  }
}
