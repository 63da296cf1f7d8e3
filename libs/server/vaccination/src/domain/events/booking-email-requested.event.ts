import { defineEvent, DomainEvent, QUEUE_NAMES, z } from '@kukur/server-kernel';
import { bookingSnapshotSchema } from '../booking-snapshot';

/** An admin sent the customer the e-mail of the booking's current status again. */
export const BOOKING_EMAIL_REQUESTED = defineEvent({
  type: 'vaccination.booking-email-requested.v1',
  formerly: 'vaccination.booking-email-requested',
  schema: z.object({ booking: bookingSnapshotSchema, requestedBy: z.string() }),
  queues: [QUEUE_NAMES.email],
});
export type BookingEmailRequestedPayload = z.infer<typeof BOOKING_EMAIL_REQUESTED.schema>;

export class BookingEmailRequestedEvent extends DomainEvent<BookingEmailRequestedPayload> {
  static readonly type = BOOKING_EMAIL_REQUESTED.type;
  readonly type = BookingEmailRequestedEvent.type;
}
