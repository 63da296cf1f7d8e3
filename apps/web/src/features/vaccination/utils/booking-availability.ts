import { LOW_STOCK_THRESHOLD } from '@kukur/contracts';

/** What the vaccine page says about this week's free appointments, if anything. */
export type AppointmentsLeft = { kind: 'none' } | { kind: 'few'; count: number } | { kind: 'plenty' };

/** The spec's low-stock rule applied to free appointments: said when under 10, and plainly when none. */
export function appointmentsLeftOf(free: number): AppointmentsLeft {
  if (free <= 0) return { kind: 'none' };
  return free < LOW_STOCK_THRESHOLD ? { kind: 'few', count: free } : { kind: 'plenty' };
}
