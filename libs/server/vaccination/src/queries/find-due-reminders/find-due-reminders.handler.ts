import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DueReminder, FindDueRemindersQuery } from './find-due-reminders.query';

const BATCH = 500;

@QueryHandler(FindDueRemindersQuery)
export class FindDueRemindersHandler implements IQueryHandler<FindDueRemindersQuery, DueReminder[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ now, leadMs }: FindDueRemindersQuery): Promise<DueReminder[]> {
    // The same rule as Booking.needsReminder, so the sweep only proposes what the command will send.
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ id: string; starts_at: Date }[]>(
        `select id, starts_at from vaccination_booking
          where status = 'confirmed' and starts_at > ? and starts_at <= ?
            and confirmed_at < starts_at - (? * interval '1 millisecond')
            and reminder_sent_for is distinct from starts_at
          order by starts_at limit ?`,
        [now, new Date(now.getTime() + leadMs), leadMs, BATCH],
      );
    return rows.map((row) => ({ bookingId: row.id, startsAt: new Date(row.starts_at).toISOString() }));
  }
}
