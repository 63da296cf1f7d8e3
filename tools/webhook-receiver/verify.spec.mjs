import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SeenIds, verifyWebhook } from './verify.mjs';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const body = '{"test": 2432232314}';
const headers = {
  'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  'webhook-timestamp': '1614265330',
  // Standard Webhooks' published test vector.
  'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};
const at = (seconds) => ({ nowSeconds: seconds });

describe('the example receiver’s verification', () => {
  it('accepts Standard Webhooks’ test vector within the tolerance', () => {
    expect(verifyWebhook({ secret, headers, body, ...at(1614265330 + 60) })).toEqual({
      ok: true,
      id: headers['webhook-id'],
    });
  });

  it('accepts one right signature among several', () => {
    const many = { ...headers, 'webhook-signature': `v1,Zm9v ${headers['webhook-signature']}` };
    expect(verifyWebhook({ secret, headers: many, body, ...at(1614265330) }).ok).toBe(true);
  });

  it('refuses a tampered body, another id, another secret or a missing header', () => {
    const now = at(1614265330);
    expect(verifyWebhook({ secret, headers, body: '{"test": 2432232315}', ...now })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('no signature matches'),
    });
    expect(
      verifyWebhook({ secret, headers: { ...headers, 'webhook-id': 'msg_other' }, body, ...now }).ok,
    ).toBe(false);
    expect(verifyWebhook({ secret: 'whsec_bm90IHRoZSBzZWNyZXQ=', headers, body, ...now }).ok).toBe(false);
    expect(
      verifyWebhook({ secret, headers: { ...headers, 'webhook-signature': undefined }, body, ...now }),
    ).toMatchObject({ ok: false, reason: expect.stringContaining('missing') });
  });

  it('refuses a timestamp more than five minutes away, even with a right signature', () => {
    expect(verifyWebhook({ secret, headers, body, ...at(1614265330 + 301) })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('too far'),
    });
    expect(verifyWebhook({ secret, headers, body, ...at(1614265330 - 301) }).ok).toBe(false);
  });

  it('verifies what the shop signs: a key of 32 bytes, an event id and the raw body', () => {
    const shopSecret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    const event = JSON.stringify({
      id: 'evt_1',
      type: 'order.placed',
      version: 1,
      timestamp: '2026-11-28T09:30:00.000Z',
      data: { total: 1501 },
    });
    const signature = createHmac('sha256', Buffer.alloc(32, 7))
      .update(`evt_1.1795680000.${event}`)
      .digest('base64');
    const delivered = {
      'webhook-id': 'evt_1',
      'webhook-timestamp': '1795680000',
      'webhook-signature': `v1,${signature}`,
    };
    expect(verifyWebhook({ secret: shopSecret, headers: delivered, body: event, ...at(1795680000) }).ok).toBe(
      true,
    );
    expect(
      verifyWebhook({
        secret: shopSecret,
        headers: delivered,
        body: event.replace('1501', '1'),
        ...at(1795680000),
      }).ok,
    ).toBe(false);
  });

  it('remembers ids to drop repeats, the most recent ones only', () => {
    const seen = new SeenIds(2);
    expect(seen.firstTime('a')).toBe(true);
    expect(seen.firstTime('a')).toBe(false);
    seen.firstTime('b');
    seen.firstTime('c');
    expect(seen.firstTime('a')).toBe(true);
  });
});
