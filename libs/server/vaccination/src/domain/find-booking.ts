import { EntityManager, LoadStrategy, LockMode } from '@mikro-orm/postgresql';
import { isUuid, VACCINATION_ERROR_CODES, VACCINATION_MESSAGES } from '@kukur/contracts';
import { NotFoundError } from '@kukur/server-kernel';
import { Booking } from './booking.entity';

export function bookingNotFound(): NotFoundError {
  return new NotFoundError(VACCINATION_ERROR_CODES.BOOKING_NOT_FOUND, VACCINATION_MESSAGES.bookingNotFound);
}

export interface BookingAccess {
  /** Only this customer's bookings: someone else's is "not found", telling nothing. */
  ownerId?: string;
  /** Lock the booking's row until the transaction ends (status changes, reschedules). */
  lock?: boolean;
}

/** The booking with its centre, doses and history; 404 for a malformed, unknown or (for a customer) foreign id. */
export async function findBooking(
  em: EntityManager,
  id: string,
  access: BookingAccess = {},
): Promise<Booking> {
  if (!isUuid(id)) throw bookingNotFound();
  const booking = await em.findOne(
    Booking,
    { id, ...(access.ownerId ? { userId: access.ownerId } : {}) },
    {
      populate: ['center', 'vaccines', 'history'],
      // Separate selects: a row lock cannot cover the outer joins of a joined load.
      strategy: LoadStrategy.SELECT_IN,
      ...(access.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}),
    },
  );
  if (!booking) throw bookingNotFound();
  return booking;
}
