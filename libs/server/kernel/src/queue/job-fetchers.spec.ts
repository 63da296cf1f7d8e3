import { describe, expect, it } from 'vitest';
import { JOB_SLOTS_PER_FETCHER, jobFetchers } from './job-fetchers';

describe('sharing a processor’s job slots among workers', () => {
  it('keeps one worker up to the slots one holds', () => {
    expect(jobFetchers(1)).toEqual({ fetchers: 1, slotsEach: 1 });
    expect(jobFetchers(32)).toEqual({ fetchers: 1, slotsEach: 32 });
    expect(jobFetchers(JOB_SLOTS_PER_FETCHER)).toEqual({ fetchers: 1, slotsEach: JOB_SLOTS_PER_FETCHER });
  });

  it('adds a worker for every further share, the slots spread evenly and never fewer than asked', () => {
    expect(jobFetchers(JOB_SLOTS_PER_FETCHER + 1)).toEqual({ fetchers: 2, slotsEach: 65 });
    expect(jobFetchers(512)).toEqual({ fetchers: 4, slotsEach: 128 });
    expect(jobFetchers(1000)).toEqual({ fetchers: 8, slotsEach: 125 });
    for (let total = 1; total <= 1000; total += 1) {
      const { fetchers, slotsEach } = jobFetchers(total);
      expect(slotsEach).toBeLessThanOrEqual(JOB_SLOTS_PER_FETCHER);
      expect(fetchers * slotsEach).toBeGreaterThanOrEqual(total);
      expect((fetchers - 1) * slotsEach).toBeLessThan(total);
    }
  });

  it('refuses slots that are not a positive whole number', () => {
    for (const total of [0, -4, 2.5, Number.NaN]) expect(() => jobFetchers(total)).toThrow(RangeError);
  });
});
