import { describe, expect, it } from 'vitest';
import { statusColor } from './order-status';

describe('order status colours', () => {
  it('colours statuses: completed green, pending yellow, cancelled red, anything else blue', () => {
    expect(statusColor('Completed')).toBe('green');
    expect(statusColor('Pending')).toBe('yellow');
    expect(statusColor('cancelled')).toBe('red');
    expect(statusColor('Approved')).toBe('blue');
  });
});
