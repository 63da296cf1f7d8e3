import { Command } from '@nestjs/cqrs';

export type ReminderOutcome = 'sent' | 'not-due' | 'not-found';

/**
 * The worker's reminder of a confirmed appointment, for the start time it was planned for. The booking
 * is read again first: a cancelled or moved appointment, or one already reminded, gets nothing.
 */
export class SendBookingReminderCommand extends Command<ReminderOutcome> {
  constructor(
    readonly bookingId: string,
    readonly startsAt: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
