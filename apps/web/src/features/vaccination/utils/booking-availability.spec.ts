import { describe, expect, it } from 'vitest';
import { appointmentsLeftOf } from './booking-availability';

describe('appointmentsLeftOf', () => {
  it('says how many are left under 10, that none are left at 0, and nothing otherwise', () => {
    expect(appointmentsLeftOf(0)).toEqual({ kind: 'none' });
    expect(appointmentsLeftOf(1)).toEqual({ kind: 'few', count: 1 });
    expect(appointmentsLeftOf(9)).toEqual({ kind: 'few', count: 9 });
    expect(appointmentsLeftOf(10)).toEqual({ kind: 'plenty' });
  });
});
