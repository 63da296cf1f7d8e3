import { BOOKING_STATUSES } from '@kukur/contracts';
import { defineEvent, DomainEvent, QUEUE_NAMES, z } from '@kukur/server-kernel';
import { bookingSnapshotSchema } from '../booking-snapshot';
import { bookingActorRoleSchema } from './booking-actor-role.schema';

/**
 * A booking was confirmed, completed, cancelled or marked as a no-show (a freed slot and dose are back).
 * The customer is told, the activity feed shows it, and a confirmation plans its reminder (maintenance).
 */
export const BOOKING_STATUS_CHANGED = defineEvent({
  type: 'vaccination.booking-status-changed.v1',
  formerly: 'vaccination.booking-status-changed',
  schema: z.object({
    booking: bookingSnapshotSchema,
    from: z.enum(BOOKING_STATUSES),
    to: z.enum(BOOKING_STATUSES),
    by: bookingActorRoleSchema,
  }),
  queues: [QUEUE_NAMES.email, QUEUE_NAMES.activity, QUEUE_NAMES.maintenance, QUEUE_NAMES.webhooks],
});
export type BookingStatusChangedPayload = z.infer<typeof BOOKING_STATUS_CHANGED.schema>;

export class BookingStatusChangedEvent extends DomainEvent<BookingStatusChangedPayload> {
  static readonly type = BOOKING_STATUS_CHANGED.type;
  readonly type = BookingStatusChangedEvent.type;
}
