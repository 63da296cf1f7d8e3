import { describe, expect, it } from 'vitest';
import { concurrencyShares } from './graceful-worker-host';

describe('the concurrency a queue’s workers share', () => {
  it('deals the slots as evenly as they go, every slot to some worker', () => {
    expect(concurrencyShares(2, 128)).toEqual([64, 64]);
    expect(concurrencyShares(2, 5)).toEqual([2, 3]);
    expect(concurrencyShares(3, 32)).toEqual([10, 11, 11]);
    expect(concurrencyShares(1, 7)).toEqual([7]);
  });

  it('gives no worker an empty share: fewer slots than workers means fewer workers', () => {
    expect(concurrencyShares(4, 2)).toEqual([1, 1]);
    expect(concurrencyShares(2, 1)).toEqual([1]);
  });
});
