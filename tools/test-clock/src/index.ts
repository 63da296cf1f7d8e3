import { addDays, nepalDateOf, weekdayOf } from '@kukur/contracts';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The one way tests speak of "today" (README, "Tests and the calendar"): a date is either built from the clock
 * (`nepalDaysFromToday(10)`, `openDayFromToday()`, `instantFromNow(-DAY_MS)`) or written out inside a clock that
 * the test froze (`freezeClock('2026-11-20T04:15:00Z')`). `npm test` runs the unit and web suites with the
 * clock moved years ahead, so a date written into a test without either fails on its first run.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Today's Nepal date (YYYY-MM-DD) moved by `days` (negative goes back). */
export function nepalDaysFromToday(days: number): string {
  return addDays(nepalDateOf(new Date()), days);
}

/** The Nepal weekday the vaccination centres close on by default: Saturday. */
export const SATURDAY = 6;

/**
 * A Nepal date at least `daysAhead` days from today on which a centre is open (not on `closedWeekday`), moved
 * on by `skipOpenDays` further open days.
 */
export function openDayFromToday(daysAhead = 1, skipOpenDays = 0, closedWeekday = SATURDAY): string {
  let date = nepalDaysFromToday(daysAhead);
  let skipped = 0;
  for (;;) {
    if (weekdayOf(date) !== closedWeekday) {
      if (skipped === skipOpenDays) return date;
      skipped += 1;
    }
    date = addDays(date, 1);
  }
}

/** The next `weekday` (0 Sunday ... 6 Saturday) in Nepal from tomorrow on. */
export function nextWeekdayFromToday(weekday: number): string {
  let date = nepalDaysFromToday(1);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

/** The instant `ms` from now (negative: in the past). */
export function instantFromNow(ms: number): Date {
  return new Date(Date.now() + ms);
}

/**
 * Stops `Date` at `at` for the rest of the test (timers keep running), for a test whose expectations are
 * written-out dates. Undo with `vi.useRealTimers()`.
 */
export function freezeClock(at: string | Date): void {
  vi.useFakeTimers({ now: new Date(at), toFake: ['Date'] });
}

/** Freezes `Date` at `at` for every test of the enclosing `describe` (or file), and lets it go after each. */
export function withClockAt(at: string | Date): void {
  beforeEach(() => freezeClock(at));
  afterEach(() => void vi.useRealTimers());
}
