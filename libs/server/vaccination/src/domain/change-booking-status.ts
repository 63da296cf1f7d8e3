import { EntityManager } from '@mikro-orm/postgresql';
import type { BookingStatus } from '@kukur/contracts';
import type { StockLedger } from '@kukur/server-catalogue';
import { recordEvent } from '@kukur/server-kernel';
import { BookingActor } from './booking-history-entry.entity';
import { Booking } from './booking.entity';
import { snapshotOf } from './booking-snapshot';
import { BookingStatusChangedEvent } from './events/booking-status-changed.event';
import { releaseSlot } from './slot-ledger';

/** Statuses that free what the booking held: the slot goes back to the centre, the doses to the shelf. */
const RELEASING: readonly BookingStatus[] = ['cancelled', 'no-show'];

/**
 * Moves a booking (locked by the caller's transaction) and does what the move implies: a cancelled or
 * missed appointment gives back its slot and doses, and the customer hears of the new status.
 */
export async function changeBookingStatus(
  em: EntityManager,
  stock: StockLedger,
  booking: Booking,
  to: BookingStatus,
  actor: BookingActor,
  now: Date,
  note: string | null = null,
): Promise<void> {
  const from = booking.moveTo(to, actor, now, note);
  if (RELEASING.includes(to)) {
    await releaseSlot(em, booking.appointment);
    await stock.release(
      em,
      booking.vaccines.getItems().map((vaccine) => ({ productId: vaccine.productId, quantity: 1 })),
    );
  }
  recordEvent(em, new BookingStatusChangedEvent({ booking: snapshotOf(booking), from, to, by: actor.role }));
}
