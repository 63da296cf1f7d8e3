const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'Asia/Kathmandu',
});

/**
 * A day as the storefront writes it ("November 22, 2025", the spec's long format), in Nepal time whatever
 * the device's locale and zone, or null when there is none or it cannot be read.
 */
export function formatLongDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : LONG_DATE.format(date);
}
