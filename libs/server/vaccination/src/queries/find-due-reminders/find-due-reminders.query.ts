import { Query } from '@nestjs/cqrs';

export interface DueReminder {
  bookingId: string;
  startsAt: string;
}

/** Confirmed appointments whose reminder time has come and that have none yet (the worker's safety net). */
export class FindDueRemindersQuery extends Query<DueReminder[]> {
  constructor(
    readonly now: Date,
    readonly leadMs: number,
  ) {
    super();
  }
}
