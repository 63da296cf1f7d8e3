import { describe, expect, it, vi } from 'vitest';
import { ClaimAttempt, ClaimBusyError, claimWhenFree, holdClaim } from './claims';

function attempts(...sequence: ClaimAttempt[]): { next: () => Promise<ClaimAttempt>; calls: () => number } {
  let calls = 0;
  return {
    next: () => Promise.resolve(sequence[Math.min(calls++, sequence.length - 1)]!),
    calls: () => calls,
  };
}

describe('claiming an e-mail', () => {
  it('claims at once when nobody holds it', async () => {
    const tries = attempts({ outcome: 'claimed' });
    await expect(claimWhenFree(tries.next, 'The e-mail')).resolves.toEqual({ outcome: 'claimed' });
    expect(tries.calls()).toBe(1);
  });

  it('waits while another attempt holds a live claim, then finds it sent', async () => {
    const tries = attempts(
      { outcome: 'busy', remainingMs: 60 },
      { outcome: 'busy', remainingMs: 60 },
      { outcome: 'done', status: 'sent' },
    );
    const started = Date.now();
    await expect(claimWhenFree(tries.next, 'The e-mail')).resolves.toEqual({
      outcome: 'done',
      status: 'sent',
    });
    expect(tries.calls()).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('takes over once the other attempt’s claim has run out', async () => {
    const tries = attempts({ outcome: 'busy', remainingMs: 50 }, { outcome: 'claimed' });
    await expect(claimWhenFree(tries.next, 'The e-mail')).resolves.toEqual({ outcome: 'claimed' });
  });

  it('gives up with a retryable error when the claim stays busy past the wait', async () => {
    const tries = attempts({ outcome: 'busy', remainingMs: 10_000 });
    await expect(
      claimWhenFree(tries.next, 'The order-placed e-mail to sita@example.com', 200),
    ).rejects.toThrow(
      new ClaimBusyError(
        'The order-placed e-mail to sita@example.com is still being sent by another attempt; retrying later',
      ),
    );
    expect(tries.calls()).toBeGreaterThanOrEqual(2);
  });

  it('renews a held claim every third of its lease until released', async () => {
    vi.useFakeTimers();
    try {
      let renewals = 0;
      const release = holdClaim(
        async () => {
          renewals += 1;
        },
        () => undefined,
        90,
      );
      await vi.advanceTimersByTimeAsync(29);
      expect(renewals).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(renewals).toBe(1);
      await vi.advanceTimersByTimeAsync(60);
      expect(renewals).toBe(3);
      release();
      await vi.advanceTimersByTimeAsync(300);
      expect(renewals).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
