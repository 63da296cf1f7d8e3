/**
 * Dates and times of the shop are Nepal's, whatever the zone of the server or the browser. Nepal has kept
 * UTC+05:45 all year since 1986 (no daylight saving), so a fixed offset is exact.
 */
export const NEPAL_TIME_ZONE = 'Asia/Kathmandu';
export const NEPAL_UTC_OFFSET_MINUTES = 5 * 60 + 45;

const OFFSET_MS = NEPAL_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 24 * 3_600_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The Nepal calendar date (YYYY-MM-DD) of an instant. */
export function nepalDateOf(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The Nepal wall-clock time (HH:MM) of an instant. */
export function nepalTimeOf(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(11, 16);
}

/** The instant at which Nepal's clocks show `date` `time` (YYYY-MM-DD, HH:MM). */
export function nepalInstant(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const clock = CLOCK_TIME.exec(time);
  if (!isIsoDate(date) || !clock) throw new RangeError(`Not a Nepal date and time: ${date} ${time}`);
  return new Date(Date.UTC(year, month - 1, day, Number(clock[1]), Number(clock[2])) - OFFSET_MS);
}

/** `date` moved by whole days (negative goes back). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** 0 for Sunday ... 6 for Saturday, of a calendar date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
