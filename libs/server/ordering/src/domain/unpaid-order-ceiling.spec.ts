import type { AppConfig } from '@kukur/server-kernel';
import { TooManyRequestsError } from '@kukur/server-kernel';
import { describe, expect, it } from 'vitest';
import { UnpaidOrderCeiling } from './unpaid-order-ceiling';

function ceiling(max: number, graceMinutes = 60): UnpaidOrderCeiling {
  return new UnpaidOrderCeiling({
    MAX_UNPAID_ORDERS_PER_CUSTOMER: max,
    UNPAID_ORDER_GRACE_MINUTES: graceMinutes,
  } as AppConfig);
}

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as TooManyRequestsError;
  }
  throw new Error('expected a refusal');
};

describe('the unpaid-order ceiling', () => {
  it('lets a customer below the ceiling place another order', () => {
    expect(() => ceiling(5).check(0)).not.toThrow();
    expect(() => ceiling(5).check(4)).not.toThrow();
    expect(() => ceiling(1).check(0)).not.toThrow();
  });

  it('refuses the order of a customer who has as many unpaid orders as the ceiling, with a 429', () => {
    const error = refusal(() => ceiling(5).check(5));
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect(error.status).toBe(429);
    expect(error.code).toBe('ORDERING.TOO_MANY_UNPAID_ORDERS');
    expect(error.message).toBe(
      'You already have 5 orders waiting for payment or confirmation. Please pay for or cancel one of them in My Orders, or try again in 60 minutes.',
    );
  });

  it('refuses a customer above the ceiling too (the ceiling was lowered), naming their count', () => {
    const error = refusal(() => ceiling(3).check(7));
    expect(error.code).toBe('ORDERING.TOO_MANY_UNPAID_ORDERS');
    expect(error.message).toMatch(/^You already have 7 orders /);
  });

  it('tells the customer to come back after the grace period, when an unpaid Khalti order is cancelled', () => {
    const error = refusal(() => ceiling(5, 90).check(5));
    expect(error.retryAfterSeconds).toBe(5400);
    expect(error.details).toEqual({ retryAfterSeconds: 5400 });
    expect(error.message).toMatch(/try again in 90 minutes\.$/);
  });

  it('never says to retry in less than a minute, even with no grace period', () => {
    const error = refusal(() => ceiling(5, 0).check(5));
    expect(error.retryAfterSeconds).toBe(60);
    expect(error.message).toMatch(/try again in 1 minute\.$/);
  });

  it('says "1 minute" and "2 minutes" as English does', () => {
    expect(refusal(() => ceiling(5, 1).check(5)).message).toMatch(/try again in 1 minute\.$/);
    expect(refusal(() => ceiling(5, 2).check(5)).message).toMatch(/try again in 2 minutes\.$/);
  });
});
