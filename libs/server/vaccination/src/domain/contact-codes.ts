import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { VACCINATION_ERROR_CODES } from '@kukur/contracts';
import { ConflictError } from '@kukur/server-kernel';
import { randomInt } from 'node:crypto';

const CODES = 10_000;
/** The unique index that keeps two bookings of one day from sharing a code (see the migration). */
const ONE_CODE_PER_DAY = 'vaccination_booking_contact_code_per_day';

/**
 * A contact code (VX + 4 digits) that no booking on `date` has yet. Two transactions of the same day may
 * still draw the same free code at the same moment (about one chance in ten thousand); the unique index
 * then refuses the second, and `isContactCodeCollision` lets its caller simply run again. A booking moved
 * to another day keeps its code when that day does not use it.
 */
export async function allocateContactCode(
  em: EntityManager,
  date: string,
  keep?: { bookingId: string; code: string },
): Promise<string> {
  const rows = await em.execute<{ contact_code: string }[]>(
    'select contact_code from vaccination_booking where appointment_date = ? and id <> ?',
    [date, keep?.bookingId ?? '00000000-0000-0000-0000-000000000000'],
  );
  const taken = new Set(rows.map((row) => row.contact_code));
  if (keep && !taken.has(keep.code)) return keep.code;
  // Drawing until a free one turns up is quick while most are free; a day nearly full picks from what is left.
  if (taken.size < CODES / 2) {
    for (;;) {
      const code = codeOf(randomInt(CODES));
      if (!taken.has(code)) return code;
    }
  }
  const free = Array.from({ length: CODES }, (_, index) => codeOf(index)).filter((code) => !taken.has(code));
  if (free.length === 0) {
    throw new ConflictError(
      VACCINATION_ERROR_CODES.SLOT_TAKEN,
      'That day is fully booked. Please choose another day.',
    );
  }
  return free[randomInt(free.length)]!;
}

/** Whether a transaction failed because another booking of the day took the same code at the same moment. */
export function isContactCodeCollision(error: unknown): boolean {
  return error instanceof UniqueConstraintViolationException && error.message.includes(ONE_CODE_PER_DAY);
}

function codeOf(index: number): string {
  return `VX${String(index).padStart(4, '0')}`;
}
