import { EntityManager } from '@mikro-orm/postgresql';
import { VACCINATION_ERROR_CODES, VACCINATION_MESSAGES } from '@kukur/contracts';
import { ConflictError } from '@kukur/server-kernel';
import type { Appointment } from './appointment';

/**
 * How many dogs each centre's appointment time has taken, on the caller's transaction. The database
 * decides: a slot row is created or counted up in one statement that PostgreSQL serialises on the row,
 * and only while it is under the centre's capacity, so parallel bookings of the last place give exactly
 * one winner; the others get 409 and their transaction rolls back.
 */
export async function takeSlot(em: EntityManager, { center, date, time }: Appointment): Promise<void> {
  const taken = await em.execute<{ booked: number }[]>(
    `insert into vaccination_slot (center_id, appointment_date, appointment_time, booked) values (?, ?, ?, 1)
     on conflict (center_id, appointment_date, appointment_time)
       do update set booked = vaccination_slot.booked + 1 where vaccination_slot.booked < ?
     returning booked`,
    [center.id, date, time, center.slotCapacity],
  );
  if (taken.length === 0) {
    throw new ConflictError(VACCINATION_ERROR_CODES.SLOT_TAKEN, VACCINATION_MESSAGES.slotTaken);
  }
}

/** Gives a place back (a cancelled, missed or moved appointment). */
export async function releaseSlot(em: EntityManager, { center, date, time }: Appointment): Promise<void> {
  await em.execute(
    `update vaccination_slot set booked = booked - 1
      where center_id = ? and appointment_date = ? and appointment_time = ? and booked > 0`,
    [center.id, date, time],
  );
}
