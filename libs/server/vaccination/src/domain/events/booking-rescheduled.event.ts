import { defineEvent, DomainEvent, QUEUE_NAMES, z } from '@kukur/server-kernel';
import { bookingSnapshotSchema } from '../booking-snapshot';
import { bookingActorRoleSchema } from './booking-actor-role.schema';

/** A scheduled booking moved to another centre, date or time; its old slot is free again. */
export const BOOKING_RESCHEDULED = defineEvent({
  type: 'vaccination.booking-rescheduled.v1',
  formerly: 'vaccination.booking-rescheduled',
  schema: z.object({
    booking: bookingSnapshotSchema,
    previous: z.object({ centerName: z.string(), appointmentDate: z.string(), appointmentTime: z.string() }),
    by: bookingActorRoleSchema,
  }),
  queues: [QUEUE_NAMES.email, QUEUE_NAMES.webhooks],
});
export type BookingRescheduledPayload = z.infer<typeof BOOKING_RESCHEDULED.schema>;

export class BookingRescheduledEvent extends DomainEvent<BookingRescheduledPayload> {
  static readonly type = BOOKING_RESCHEDULED.type;
  readonly type = BookingRescheduledEvent.type;
}
