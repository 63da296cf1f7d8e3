import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from './store';
import { ORDER, orderWith, startHarness, TEST_KEY, type SandboxHarness } from './spec-helpers';

let h: SandboxHarness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.sandbox.stop();
});

describe('authorization', () => {
  it.each([
    ['a wrong key', `Key wrong_key`, 'Invalid token.'],
    ['no header', null, 'Authentication credentials were not provided.'],
    ['another scheme', `Bearer ${TEST_KEY}`, 'Authentication credentials were not provided.'],
    ['the key alone', TEST_KEY, 'Authentication credentials were not provided.'],
    ['"Key" without a key', 'Key', 'Invalid token header. No credentials provided.'],
    [
      'a key with spaces',
      `Key ${TEST_KEY} extra`,
      'Invalid token header. Token string should not contain spaces.',
    ],
  ])("%s answers 401 in Khalti's shape", async (_, authorization, detail) => {
    for (const path of ['epayment/initiate/', 'epayment/lookup/']) {
      const answer = await h.api(path, ORDER, authorization);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ detail, status_code: 401 });
      expect(answer.headers.get('www-authenticate')).toBe('Key');
    }
    expect(h.sandbox.payments()).toEqual([]);
  });

  it('takes the "Key" keyword in any case, as Khalti\'s examples write "key"', async () => {
    expect((await h.api('epayment/initiate/', ORDER, `key ${TEST_KEY}`)).status).toBe(200);
  });
});

describe('POST epayment/initiate/', () => {
  it('answers pidx, payment_url, expires_at and expires_in, and holds an Initiated payment', async () => {
    const answer = await h.api('epayment/initiate/', ORDER);
    expect(answer.status).toBe(200);
    const body = answer.body as { pidx: string; payment_url: string; expires_at: string; expires_in: number };
    expect(Object.keys(body).sort()).toEqual(['expires_at', 'expires_in', 'payment_url', 'pidx']);
    expect(body.pidx).toMatch(/^[A-Za-z0-9]{22}$/);
    expect(body.payment_url).toBe(`http://localhost:${h.sandbox.port}/?pidx=${body.pidx}`);
    expect(body.payment_url).toBe(h.sandbox.pageUrl(body.pidx));
    expect(body.expires_in).toBe(1800);
    expect(body.expires_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+05:45$/);
    const createdMs = Date.parse(body.expires_at) - 1800 * 1000;
    expect(Math.abs(createdMs - Date.now())).toBeLessThan(5000);
    expect(h.sandbox.payments()).toEqual([
      expect.objectContaining({
        pidx: body.pidx,
        status: 'Initiated',
        amount: 130000,
        totalAmount: 130000,
        transactionId: null,
        purchaseOrderId: 'KP-1001',
        returnUrl: ORDER.return_url,
        expiresAt: body.expires_at,
      }),
    ]);
  });

  it('gives every payment its own pidx', async () => {
    const first = await h.initiate();
    const second = await h.initiate();
    expect(first.pidx).not.toBe(second.pidx);
  });

  it('answers validation errors with error_key, as Khalti documents them', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, unknown>]> = [
      [{ return_url: undefined }, { return_url: ['This field is required.'] }],
      [{ return_url: '' }, { return_url: ['This field may not be blank.'] }],
      [{ website_url: 'not a url' }, { website_url: ['Enter a valid URL.'] }],
      [
        { amount: 999, amount_breakdown: undefined },
        { amount: ['Amount should be greater than Rs. 10, that is 1000 paisa.'] },
      ],
      [{ amount: 1300.5, amount_breakdown: undefined }, { amount: ['A valid integer is required.'] }],
      [{ amount: 120000 }, { amount: ['Amount Breakdown mismatch.'] }],
      [{ purchase_order_id: '' }, { purchase_order_id: ['This field may not be blank.'] }],
      [{ purchase_order_name: undefined }, { purchase_order_name: ['This field is required.'] }],
    ];
    for (const [overrides, errors] of cases) {
      const answer = await h.api('epayment/initiate/', orderWith(overrides));
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.body).toEqual({ ...errors, error_key: 'validation_error' });
    }
    expect(h.sandbox.payments()).toEqual([]);
  });

  it('reports every required field of an empty body', async () => {
    const answer = await h.api('epayment/initiate/', undefined);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      return_url: ['This field is required.'],
      website_url: ['This field is required.'],
      amount: ['This field is required.'],
      purchase_order_id: ['This field is required.'],
      purchase_order_name: ['This field is required.'],
      error_key: 'validation_error',
    });
  });

  it('answers malformed JSON, wrong methods, media types and paths like Django REST framework', async () => {
    const post = (path: string, init: RequestInit) =>
      fetch(new URL(path, h.sandbox.baseUrl), {
        method: 'POST',
        ...init,
        headers: { Authorization: `Key ${TEST_KEY}`, ...init.headers },
      });
    const malformed = await post('epayment/initiate/', {
      body: '{"amount": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { detail: string }).detail).toMatch(/^JSON parse error - /);

    const text = await post('epayment/initiate/', {
      body: 'hello',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ detail: 'Unsupported media type "text/plain" in request.' });

    const get = await fetch(new URL('epayment/initiate/', h.sandbox.baseUrl), {
      headers: { Authorization: `Key ${TEST_KEY}` },
    });
    expect(get.status).toBe(405);
    expect(await get.json()).toEqual({ detail: 'Method "GET" not allowed.' });

    const noSlash = await post('epayment/initiate', {
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(noSlash.status).toBe(404);
    expect(((await noSlash.json()) as { detail: string }).detail).toContain('end with a slash');

    const unknown = await post('epayment/refund/', { body: '{}' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: 'Not found.' });
  });

  it('also takes a form-encoded body', async () => {
    const form = new URLSearchParams({
      return_url: ORDER.return_url,
      website_url: ORDER.website_url,
      amount: '1000',
      purchase_order_id: 'KP-2',
      purchase_order_name: 'Chew toy',
    });
    const response = await fetch(new URL('epayment/initiate/', h.sandbox.baseUrl), {
      method: 'POST',
      headers: { Authorization: `Key ${TEST_KEY}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(response.status).toBe(200);
    expect(h.sandbox.payments()[0]).toMatchObject({ amount: 1000, purchaseOrderName: 'Chew toy' });
  });

  it('honours expiresInSeconds', async () => {
    const short = await startHarness({ expiresInSeconds: 60 });
    try {
      const answer = await short.api('epayment/initiate/', ORDER);
      expect(answer.body.expires_in).toBe(60);
    } finally {
      await short.sandbox.stop();
    }
  });
});

describe('POST epayment/lookup/', () => {
  it('answers an Initiated payment with a null transaction_id', async () => {
    const { pidx } = await h.initiate();
    const answer = await h.lookup(pidx);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      pidx,
      total_amount: 130000,
      status: 'Initiated',
      transaction_id: null,
      fee: 0,
      refunded: false,
    });
  });

  it('answers a Completed payment with its transaction id', async () => {
    const { pidx } = await h.initiate();
    const { payment } = h.sandbox.complete(pidx, '9800000003');
    const answer = await h.lookup(pidx);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      pidx,
      total_amount: 130000,
      status: 'Completed',
      transaction_id: payment.transactionId,
      fee: 0,
      refunded: false,
    });
    expect(payment.transactionId).toMatch(/^[A-Za-z0-9]{22}$/);
  });

  // Khalti's "Payment Status Code" table: Expired and User canceled answer 400, the others 200.
  it.each(PAYMENT_STATUSES.map((status) => [status]))('answers the status %s', async (status) => {
    const { pidx } = await h.initiate();
    h.sandbox.update(pidx, { status });
    const answer = await h.lookup(pidx);
    const paid = ['Completed', 'Refunded', 'Partially Refunded'].includes(status);
    expect(answer.status).toBe(status === 'Expired' || status === 'User canceled' ? 400 : 200);
    expect(answer.body).toEqual({
      pidx,
      total_amount: 130000,
      status,
      transaction_id: paid ? expect.stringMatching(/^[A-Za-z0-9]{22}$/) : null,
      fee: 0,
      refunded: status === 'Refunded' || status === 'Partially Refunded',
    });
  });

  it('answers a canceled payment as documented', async () => {
    const { pidx } = await h.initiate();
    h.sandbox.cancel(pidx);
    const answer = await h.lookup(pidx);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: 'User canceled', transaction_id: null });
  });

  it('turns an unpaid link Expired after expires_in, and leaves a paid one alone', async () => {
    const unpaid = await h.initiate();
    const paid = await h.initiate();
    h.sandbox.complete(paid.pidx);
    h.advance(1799);
    expect((await h.lookup(unpaid.pidx)).body.status).toBe('Initiated');
    h.advance(1);
    const expired = await h.lookup(unpaid.pidx);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({
      pidx: unpaid.pidx,
      total_amount: 130000,
      status: 'Expired',
      transaction_id: null,
      fee: 0,
      refunded: false,
    });
    expect((await h.lookup(paid.pidx)).body.status).toBe('Completed');
  });

  it('expires on the real clock too', async () => {
    const real = await startHarness({ expiresInSeconds: 1, now: Date.now });
    try {
      const { pidx } = await real.initiate();
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await real.lookup(pidx)).body.status).toBe('Expired');
    } finally {
      await real.sandbox.stop();
    }
  });

  it('answers an unknown or missing pidx as Khalti does', async () => {
    const unknown = await h.lookup('doesNotExist1234567890');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ detail: 'Not found.', error_key: 'validation_error' });
    const missing = await h.api('epayment/lookup/', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ pidx: ['This field is required.'], error_key: 'validation_error' });
  });
});
