import { describe, expect, it } from 'vitest';
import { FREE_LOGIN_FAILURES, loginDelaySeconds } from './login-delay';

describe('loginDelaySeconds', () => {
  it('lets the first few failures pass without a wait', () => {
    for (let failures = 0; failures < FREE_LOGIN_FAILURES; failures += 1) {
      expect(loginDelaySeconds(failures)).toBe(0);
    }
  });

  it('then doubles the wait from 30 s with each failure, up to 15 minutes', () => {
    const waits = [5, 6, 7, 8, 9, 10, 11, 50].map(loginDelaySeconds);
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });
});
