import { VACCINATION_MESSAGES } from '@kukur/contracts';

const LONG_US_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const WEEKDAY_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-12-01' -> 'December 1, 2026' (the spec's long US format), or 'Not specified'. */
export function longDate(date: string | null | undefined): string {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return VACCINATION_MESSAGES.notSpecified;
  return LONG_US_DATE.format(new Date(`${date}T00:00:00Z`));
}

/** '2026-12-01' -> 'Tuesday, December 1, 2026'. */
export function weekdayDate(date: string | null | undefined): string {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return VACCINATION_MESSAGES.notSpecified;
  return WEEKDAY_DATE.format(new Date(`${date}T00:00:00Z`));
}

/** '13:00' -> '1:00 PM'. */
export function clockLabel(time: string | null | undefined): string {
  if (!time || !/^\d{2}:\d{2}$/.test(time)) return VACCINATION_MESSAGES.notSpecified;
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
