import { DomainEvent } from '@kukur/server-kernel';
import type { BookingActorRole } from '../booking-history-entry.entity';
import type { BookingSnapshot } from '../booking-snapshot';

export interface BookingRescheduledPayload {
  booking: BookingSnapshot;
  previous: { centerName: string; appointmentDate: string; appointmentTime: string };
  by: BookingActorRole;
}

/** A scheduled booking moved to another centre, date or time; its old slot is free again. */
export class BookingRescheduledEvent extends DomainEvent<BookingRescheduledPayload> {
  static readonly type = 'vaccination.booking-rescheduled';
  readonly type = BookingRescheduledEvent.type;
}
