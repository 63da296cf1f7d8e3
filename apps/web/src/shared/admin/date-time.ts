import { formatDate, formatDateTime, formatTime } from '@/shared/format';

export { formatDate, formatDateTime };

/** A moment as "23 Nov 2026" and "14:30" (Nepal time, for a narrow column), or null when there is none. */
export function dateAndTimeOf(value: string | null | undefined): { date: string; time: string } | null {
  const date = formatDate(value);
  const time = formatTime(value);
  return date && time ? { date, time } : null;
}
