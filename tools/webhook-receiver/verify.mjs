import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a delivery's webhook-timestamp may be from this machine's clock (Standard Webhooks suggests 5 min). */
export const TOLERANCE_SECONDS = 5 * 60;

/**
 * Checks a delivery the Standard Webhooks way: the key is the base64 after `whsec_`; the signature is the base64
 * HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`; `webhook-signature` lists `v1,<signature>`
 * entries separated by spaces, and one must match. A timestamp outside the tolerance is refused too, so a
 * captured delivery cannot be replayed later.
 *
 * @param {{ secret: string, headers: Record<string, string | string[] | undefined>, body: string,
 *   nowSeconds?: number, toleranceSeconds?: number }} input
 * @returns {{ ok: true, id: string } | { ok: false, reason: string }}
 */
export function verifyWebhook({
  secret,
  headers,
  body,
  nowSeconds = Date.now() / 1000,
  toleranceSeconds = TOLERANCE_SECONDS,
}) {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures)
    return { ok: false, reason: 'missing webhook-id, -timestamp or -signature' };
  if (!/^\d+$/.test(timestamp)) return { ok: false, reason: 'webhook-timestamp is not a number of seconds' };
  if (Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds) {
    return { ok: false, reason: 'webhook-timestamp is too far from now (replayed or a wrong clock)' };
  }
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = Buffer.from(
    `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`,
  );
  const matches = signatures
    .split(' ')
    .map((candidate) => Buffer.from(candidate))
    .some((candidate) => candidate.length === expected.length && timingSafeEqual(candidate, expected));
  return matches
    ? { ok: true, id }
    : { ok: false, reason: 'no signature matches (wrong secret or a changed body)' };
}

function header(headers, name) {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Remembers the ids already handled, the most recent `limit` of them, so a repeat is acknowledged and ignored. */
export class SeenIds {
  #ids = new Set();

  constructor(limit = 10_000) {
    this.limit = limit;
  }

  /** True the first time an id is seen. */
  firstTime(id) {
    if (this.#ids.has(id)) return false;
    this.#ids.add(id);
    if (this.#ids.size > this.limit) this.#ids.delete(this.#ids.values().next().value);
    return true;
  }
}
