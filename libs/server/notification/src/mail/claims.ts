import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How long a claim on an e-mail (a row in state `sending`) is good for without renewal. The attempt that
 * holds it renews it every third of that while it sends, so only a claim of an attempt that died (the
 * worker was killed mid-send) runs out; then another attempt may take it over and send the e-mail again.
 */
export const CLAIM_LEASE_MS = 15_000;
/** How long an attempt waits for another live attempt to finish the same e-mail before it gives up. */
export const CLAIM_WAIT_MS = 120_000;

/** What trying to claim one e-mail found. */
export type ClaimAttempt =
  /** This attempt holds the claim and must send. */
  | { outcome: 'claimed' }
  /** Nothing left to do: sent already (or, for an announcement, no longer wanted). */
  | { outcome: 'done'; status: string }
  /** Another attempt holds a live claim for about `remainingMs` more unless it renews it. */
  | { outcome: 'busy'; remainingMs: number };

/** Thrown when another attempt kept the claim longer than CLAIM_WAIT_MS: the job retries later. */
export class ClaimBusyError extends Error {}

/**
 * Claims an e-mail, waiting while another live attempt holds it (it either sends it -> `done`, or dies and
 * its claim runs out -> this attempt claims it). Two attempts never hold one e-mail's claim at once.
 */
export async function claimWhenFree(
  tryClaim: () => Promise<ClaimAttempt>,
  what: string,
  maxWaitMs = CLAIM_WAIT_MS,
): Promise<{ outcome: 'claimed' } | { outcome: 'done'; status: string }> {
  const deadline = Date.now() + maxWaitMs;
  for (;;) {
    const attempt = await tryClaim();
    if (attempt.outcome !== 'busy') return attempt;
    if (Date.now() >= deadline) {
      throw new ClaimBusyError(`${what} is still being sent by another attempt; retrying later`);
    }
    await sleep(Math.min(Math.max(attempt.remainingMs, 50), 500, Math.max(deadline - Date.now(), 1)));
  }
}

/** Renews a claim every `leaseMs / 3` until the returned function is called (after the send). */
export function holdClaim(
  renew: () => Promise<unknown>,
  onError: (error: unknown) => void,
  leaseMs = CLAIM_LEASE_MS,
): () => void {
  const timer = setInterval(
    () => {
      renew().catch(onError);
    },
    Math.floor(leaseMs / 3),
  );
  timer.unref();
  return () => clearInterval(timer);
}
