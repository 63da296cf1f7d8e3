import type { BookingStatus } from '@kukur/contracts';
import { DomainEvent } from '@kukur/server-kernel';
import type { BookingActorRole } from '../booking-history-entry.entity';
import type { BookingSnapshot } from '../booking-snapshot';

export interface BookingStatusChangedPayload {
  booking: BookingSnapshot;
  from: BookingStatus;
  to: BookingStatus;
  by: BookingActorRole;
}

/** A booking was confirmed, completed, cancelled or marked as a no-show (a freed slot and dose are back). */
export class BookingStatusChangedEvent extends DomainEvent<BookingStatusChangedPayload> {
  static readonly type = 'vaccination.booking-status-changed';
  readonly type = BookingStatusChangedEvent.type;
}
