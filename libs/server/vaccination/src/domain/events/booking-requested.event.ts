import { defineEvent, DomainEvent, QUEUE_NAMES, z } from '@kukur/server-kernel';
import { bookingSnapshotSchema } from '../booking-snapshot';

/** A customer asked for a vaccination appointment; its slot and doses are held until the clinic decides. */
export const BOOKING_REQUESTED = defineEvent({
  type: 'vaccination.booking-requested.v1',
  formerly: 'vaccination.booking-requested',
  schema: z.object({
    booking: bookingSnapshotSchema,
    userId: z.string(),
    /** The shop's admins when it was booked: they are told a request waits for them. */
    adminEmails: z.array(z.string()),
  }),
  queues: [QUEUE_NAMES.email, QUEUE_NAMES.activity, QUEUE_NAMES.webhooks],
});
export type BookingRequestedPayload = z.infer<typeof BOOKING_REQUESTED.schema>;

export class BookingRequestedEvent extends DomainEvent<BookingRequestedPayload> {
  static readonly type = BOOKING_REQUESTED.type;
  readonly type = BookingRequestedEvent.type;
}
