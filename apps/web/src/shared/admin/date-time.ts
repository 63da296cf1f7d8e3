const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const timeOnly = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

function dateOf(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A moment as "Nov 20, 2026, 10:15 AM" in the admin's time zone, or null when there is none or it is unreadable. */
export function formatDateTime(value: string | null | undefined): string | null {
  const date = dateOf(value);
  return date && dateTime.format(date);
}

/** A day as "Nov 20, 2026", or null like formatDateTime. */
export function formatDate(value: string | null | undefined): string | null {
  const date = dateOf(value);
  return date && dateOnly.format(date);
}

/** A moment as "Nov 20, 2026" and "10:15 AM" (for a narrow column), or null like formatDateTime. */
export function dateAndTimeOf(value: string | null | undefined): { date: string; time: string } | null {
  const date = dateOf(value);
  return date && { date: dateOnly.format(date), time: timeOnly.format(date) };
}
