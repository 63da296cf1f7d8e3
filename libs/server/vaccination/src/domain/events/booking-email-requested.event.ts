import { DomainEvent } from '@kukur/server-kernel';
import type { BookingSnapshot } from '../booking-snapshot';

export interface BookingEmailRequestedPayload {
  booking: BookingSnapshot;
  requestedBy: string;
}

/** An admin sent the customer the e-mail of the booking's current status again. */
export class BookingEmailRequestedEvent extends DomainEvent<BookingEmailRequestedPayload> {
  static readonly type = 'vaccination.booking-email-requested';
  readonly type = BookingEmailRequestedEvent.type;
}
