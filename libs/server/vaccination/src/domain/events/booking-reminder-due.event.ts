import { defineEvent, DomainEvent, QUEUE_NAMES, z } from '@kukur/server-kernel';
import { bookingSnapshotSchema } from '../booking-snapshot';

/** A confirmed appointment is near: the customer gets its one reminder (recorded with the booking). */
export const BOOKING_REMINDER_DUE = defineEvent({
  type: 'vaccination.booking-reminder-due.v1',
  formerly: 'vaccination.booking-reminder-due',
  schema: z.object({ booking: bookingSnapshotSchema }),
  queues: [QUEUE_NAMES.email],
});
export type BookingReminderDuePayload = z.infer<typeof BOOKING_REMINDER_DUE.schema>;

export class BookingReminderDueEvent extends DomainEvent<BookingReminderDuePayload> {
  static readonly type = BOOKING_REMINDER_DUE.type;
  readonly type = BookingReminderDueEvent.type;
}
