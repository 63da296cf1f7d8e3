import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

describe('formatPrice', () => {
  it('shows Rs with two decimals and Indian digit grouping', () => {
    expect(formatPrice(1450)).toBe('Rs 1,450.00');
    expect(formatPrice(125000.5)).toBe('Rs 1,25,000.50');
    expect(formatPrice(0)).toBe('Rs 0.00');
  });
});
