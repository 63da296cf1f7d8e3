import { DomainEvent } from '@kukur/server-kernel';
import type { BookingSnapshot } from '../booking-snapshot';

export interface BookingReminderDuePayload {
  booking: BookingSnapshot;
}

/** A confirmed appointment is near: the customer gets its one reminder (recorded with the booking). */
export class BookingReminderDueEvent extends DomainEvent<BookingReminderDuePayload> {
  static readonly type = 'vaccination.booking-reminder-due';
  readonly type = BookingReminderDueEvent.type;
}
