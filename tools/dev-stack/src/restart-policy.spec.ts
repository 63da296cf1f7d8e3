import { describe, expect, it } from 'vitest';
import { formatDelay, RestartPolicy } from './restart-policy';

describe('RestartPolicy', () => {
  it('waits 0.5 s, then doubles the wait per crash up to 30 s', () => {
    const policy = new RestartPolicy({ maxCrashes: 100 });
    let now = 0;
    policy.started(now);
    const delays: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      now += 5_000; // a short run each time, never healthy for a minute
      const decision = policy.crashed(now);
      if (decision.action !== 'restart') throw new Error(`gave up after ${i} crashes`);
      expect(decision.attempt).toBe(i + 1);
      delays.push(decision.delayMs);
      now += decision.delayMs;
      policy.started(now);
    }
    expect(delays).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('starts the back-off afresh after a minute of healthy running', () => {
    const policy = new RestartPolicy();
    policy.started(0);
    expect(policy.crashed(1_000)).toEqual({ action: 'restart', delayMs: 500, attempt: 1 });
    policy.started(1_500);
    expect(policy.crashed(2_000)).toEqual({ action: 'restart', delayMs: 1_000, attempt: 2 });
    policy.started(3_000);
    expect(policy.crashed(3_000 + 59_999)).toEqual({ action: 'restart', delayMs: 2_000, attempt: 3 });
    policy.started(70_000);
    expect(policy.crashed(70_000 + 60_000)).toEqual({ action: 'restart', delayMs: 500, attempt: 1 });
  });

  it('gives up on the 5th crash within 2 minutes, but not on 5 crashes spread wider', () => {
    const loop = new RestartPolicy();
    loop.started(0);
    const decisions = [1, 2, 3, 4, 5].map((i) => loop.crashed(i * 20_000));
    expect(decisions.slice(0, 4).every((d) => d.action === 'restart')).toBe(true);
    expect(decisions[4]).toEqual({ action: 'give-up', crashes: 5, windowMs: 120_000 });

    const spread = new RestartPolicy();
    spread.started(0);
    // 4 crashes, then the 5th just over 2 minutes after the first: only 4 are inside the window
    for (const at of [0, 10_000, 20_000, 30_000]) expect(spread.crashed(at).action).toBe('restart');
    expect(spread.crashed(120_000).action).toBe('restart');
  });

  it('counts a failed restart attempt (no `started` in between) as a crash', () => {
    const policy = new RestartPolicy({ maxCrashes: 3 });
    policy.started(0);
    expect(policy.crashed(100)).toMatchObject({ action: 'restart', attempt: 1 });
    expect(policy.crashed(700)).toMatchObject({ action: 'restart', attempt: 2 });
    expect(policy.crashed(1_800)).toMatchObject({ action: 'give-up', crashes: 3 });
  });
});

describe('formatDelay', () => {
  it('writes seconds (one decimal at most) and whole minutes', () => {
    expect([500, 1_000, 1_250, 30_000, 120_000].map(formatDelay)).toEqual([
      '0.5 s',
      '1 s',
      '1.3 s',
      '30 s',
      '2 min',
    ]);
  });
});
