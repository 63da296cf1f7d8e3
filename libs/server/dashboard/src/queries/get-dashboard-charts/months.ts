import { MONTH_ABBREVIATIONS, nepalDateOf } from '@kukur/contracts';

/** The last `count` Nepal months up to the one `now` falls in, oldest first, as YYYY-MM. */
export function lastMonths(now: Date, count: number): string[] {
  const [year, month] = nepalDateOf(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const offset = year * 12 + (month - 1) - (count - 1 - index);
    return `${Math.floor(offset / 12)}-${String((offset % 12) + 1).padStart(2, '0')}`;
  });
}

/** '2026-11' -> 'Nov 2026'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_ABBREVIATIONS[Number(number) - 1]} ${year}`;
}
