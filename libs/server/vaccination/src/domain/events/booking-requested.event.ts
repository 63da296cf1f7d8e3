import { DomainEvent } from '@kukur/server-kernel';
import type { BookingSnapshot } from '../booking-snapshot';

export interface BookingRequestedPayload {
  booking: BookingSnapshot;
  userId: string;
  /** The shop's admins when it was booked: they are told a request waits for them. */
  adminEmails: string[];
}

/** A customer asked for a vaccination appointment; its slot and doses are held until the clinic decides. */
export class BookingRequestedEvent extends DomainEvent<BookingRequestedPayload> {
  static readonly type = 'vaccination.booking-requested';
  readonly type = BookingRequestedEvent.type;
}
