import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { nepalDateOf } from '@kukur/contracts';
import { BookingStatsDto } from '../../http/booking-stats.dto';
import { GetBookingStatsQuery } from './get-booking-stats.query';

@QueryHandler(GetBookingStatsQuery)
export class GetBookingStatsHandler implements IQueryHandler<GetBookingStatsQuery, BookingStatsDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ now }: GetBookingStatsQuery): Promise<BookingStatsDto> {
    const [row] = await this.em
      .fork()
      .getConnection()
      .execute<BookingStatsDto[]>(
        `select count(*)::int as total,
                count(*) filter (where status = 'scheduled')::int as scheduled,
                count(*) filter (where status = 'confirmed')::int as confirmed,
                count(*) filter (where status = 'completed')::int as completed,
                count(*) filter (where status = 'cancelled')::int as cancelled,
                count(*) filter (where status = 'no-show')::int as "noShow",
                count(*) filter (where appointment_date = ? and status <> 'cancelled')::int as today
           from vaccination_booking`,
        [nepalDateOf(now)],
      );
    return row!;
  }
}
