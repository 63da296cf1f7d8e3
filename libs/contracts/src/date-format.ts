import { isIsoDate, nepalDateOf, nepalTimeOf } from './nepal-time';

/**
 * The one way the shop writes dates for people (issue 14): "23 Nov 2026", and with a time "23 Nov 2026, 14:30"
 * (24-hour clock, Nepal time whatever the zone of the server or the browser). Machine formats (ISO in the
 * API, CSV exports, calendar invites) stay as they are. The web app and the e-mails both use these.
 */
export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export const WEEKDAY_ABBREVIATIONS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** Said after a time where the time matters (appointments, a password change). */
export const NEPAL_TIME_NOTE = '(Nepal time)';

/** A calendar date (YYYY-MM-DD) or an instant (ISO text, epoch milliseconds, Date). */
export type DateInput = string | number | Date;

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function instantOf(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The Nepal calendar date of `value`: a YYYY-MM-DD text is already one (an appointment's day; no zone may
 * move it), anything else is an instant read on Nepal's clocks.
 */
export function nepalDay(value: DateInput): string | null {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return isIsoDate(value) ? value : null;
  const instant = instantOf(value);
  return instant && nepalDateOf(instant);
}

function writeDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${MONTH_ABBREVIATIONS[month - 1]} ${year}`;
}

/** "23 Nov 2026"; null for nothing or what cannot be read as a date. */
export function formatDate(value: DateInput | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const day = nepalDay(value);
  return day && writeDay(day);
}

/** "Tue, 1 Dec 2026": an appointment's day, where the weekday helps plan the visit; null like formatDate. */
export function formatDateWithWeekday(value: DateInput | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const day = nepalDay(value);
  if (!day) return null;
  return `${WEEKDAY_ABBREVIATIONS[new Date(`${day}T00:00:00Z`).getUTCDay()]}, ${writeDay(day)}`;
}

/**
 * "14:30": a wall-clock time (HH:MM, an appointment's) as it is, or an instant on Nepal's clocks;
 * `seconds` adds them ("14:30:05", instants only). Null for nothing or nonsense.
 */
export function formatTime(
  value: DateInput | null | undefined,
  { seconds = false }: { seconds?: boolean } = {},
): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && /^\d{2}:\d{2}$/.test(value)) return CLOCK_TIME.test(value) ? value : null;
  const instant = instantOf(value);
  if (!instant) return null;
  const clock = nepalTimeOf(instant);
  return seconds ? `${clock}:${String(instant.getUTCSeconds()).padStart(2, '0')}` : clock;
}

/** "23 Nov 2026, 14:30", an instant on Nepal's clocks; null like formatDate. */
export function formatDateTime(value: DateInput | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const instant = instantOf(value);
  return instant && `${writeDay(nepalDateOf(instant))}, ${nepalTimeOf(instant)}`;
}

/** "23 Nov 2026, 14:30 (Nepal time)": where the reader may be elsewhere and the time matters. */
export function formatNepalDateTime(value: DateInput | null | undefined): string | null {
  const text = formatDateTime(value);
  return text && `${text} ${NEPAL_TIME_NOTE}`;
}
