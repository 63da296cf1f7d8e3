import { describe, expect, it } from 'vitest';
import { isValidWebhookSignature, newWebhookSecret, signWebhook } from './webhook-signature';

describe('webhook signatures (Standard Webhooks)', () => {
  it('makes secrets of 32 random bytes behind whsec_', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
  });

  it('signs as the Standard Webhooks reference does (its published test vector)', () => {
    // From standard-webhooks' spec and libraries: this secret, id, timestamp and body give this signature.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const body = '{"test": 2432232314}';
    expect(signWebhook(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, body)).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
  });

  it('accepts the right signature among several and refuses a changed body, id or timestamp', () => {
    const secret = newWebhookSecret();
    const header = `v1,bm9wZQ== ${signWebhook(secret, 'evt_1', 1700000000, '{"a":1}')}`;
    expect(isValidWebhookSignature(secret, 'evt_1', 1700000000, '{"a":1}', header)).toBe(true);
    expect(isValidWebhookSignature(secret, 'evt_1', 1700000000, '{"a":2}', header)).toBe(false);
    expect(isValidWebhookSignature(secret, 'evt_2', 1700000000, '{"a":1}', header)).toBe(false);
    expect(isValidWebhookSignature(secret, 'evt_1', 1700000001, '{"a":1}', header)).toBe(false);
    expect(isValidWebhookSignature(newWebhookSecret(), 'evt_1', 1700000000, '{"a":1}', header)).toBe(false);
  });
});
