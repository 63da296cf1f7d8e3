import { VACCINATION_MESSAGES } from '@kukur/contracts';
import { formatDate, formatDateWithWeekday, formatTime, NEPAL_TIME_NOTE } from '@/shared/format';

/** '2026-12-01' -> '1 Dec 2026' (the shop's date format), or 'Not specified'. */
export function longDate(date: string | null | undefined): string {
  return formatDate(date) ?? VACCINATION_MESSAGES.notSpecified;
}

/** '2026-12-01' -> 'Tue, 1 Dec 2026', or 'Not specified'. */
export function weekdayDate(date: string | null | undefined): string {
  return formatDateWithWeekday(date) ?? VACCINATION_MESSAGES.notSpecified;
}

/** '13:00' -> '13:00' (24-hour, Nepal time), or 'Not specified'. */
export function clockLabel(time: string | null | undefined): string {
  return (time && /^\d{2}:\d{2}$/.test(time) && formatTime(time)) || VACCINATION_MESSAGES.notSpecified;
}

/** '13:00' -> '13:00 (Nepal time)': an appointment's time where the customer reads it to plan the visit. */
export function nepalClockLabel(time: string | null | undefined): string {
  const label = clockLabel(time);
  return label === VACCINATION_MESSAGES.notSpecified ? label : `${label} ${NEPAL_TIME_NOTE}`;
}
