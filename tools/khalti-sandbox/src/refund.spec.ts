import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, TEST_KEY, type Answer, type SandboxHarness } from './spec-helpers';

let h: SandboxHarness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.sandbox.stop();
});

/** A paid Rs. 1,300 payment: its pidx and transaction id. */
async function paid(): Promise<{ pidx: string; transactionId: string }> {
  const { pidx } = await h.initiate();
  const { payment } = h.sandbox.complete(pidx);
  return { pidx, transactionId: payment.transactionId! };
}

async function refund(
  transactionId: string,
  body?: unknown,
  options: { authorization?: string | null; timeoutMs?: number; path?: string } = {},
): Promise<Answer> {
  const { authorization = `Key ${TEST_KEY}`, timeoutMs = 5_000 } = options;
  const headers: Record<string, string> = body === undefined ? {} : { 'Content-Type': 'application/json' };
  if (authorization !== null) headers.Authorization = authorization;
  const path = options.path ?? `merchant-transaction/${transactionId}/refund/`;
  const response = await fetch(new URL(path, h.sandbox.refundBaseUrl), {
    method: 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

describe('POST merchant-transaction/{transaction_id}/refund/ (Khalti’s Refund API)', () => {
  it('lives on the host’s /api/, beside (not under) the ePayment /api/v2/', () => {
    expect(h.sandbox.refundBaseUrl).toBe(h.sandbox.baseUrl.replace(/v2\/$/, ''));
  });

  it('refunds all of it without a body; the lookup then says Refunded', async () => {
    const { pidx, transactionId } = await paid();
    const answer = await refund(transactionId);
    expect(answer).toMatchObject({ status: 200, body: { detail: 'Transaction refund successful.' } });
    const looked = await h.lookup(pidx);
    expect(looked.status).toBe(200);
    expect(looked.body).toMatchObject({
      status: 'Refunded',
      refunded: true,
      total_amount: 130000,
      transaction_id: transactionId,
    });
    expect(h.sandbox.payment(pidx)).toMatchObject({ refundedAmount: 130000, refunds: [{ amount: 130000 }] });
  });

  it('refunds part of it with amount in paisa (Partially Refunded), then the rest (Refunded)', async () => {
    const { pidx, transactionId } = await paid();
    expect((await refund(transactionId, { amount: 30000 })).status).toBe(200);
    expect((await h.lookup(pidx)).body).toMatchObject({ status: 'Partially Refunded', refunded: true });
    expect((await refund(transactionId, { amount: '100000', mobile: '9800000001' })).status).toBe(200);
    expect((await h.lookup(pidx)).body).toMatchObject({ status: 'Refunded' });
    expect(h.sandbox.payment(pidx)!.refunds.map((made) => made.amount)).toEqual([30000, 100000]);
  });

  describe('refusals change nothing', () => {
    it('a transaction refunded already', async () => {
      const { pidx, transactionId } = await paid();
      await refund(transactionId);
      const again = await refund(transactionId);
      expect(again).toMatchObject({
        status: 400,
        body: { detail: 'This transaction has already been refunded.', error_key: 'validation_error' },
      });
      expect(h.sandbox.payment(pidx)!.refunds).toHaveLength(1);
    });

    it('an amount larger than what is left, or not a whole positive number of paisa', async () => {
      const { pidx, transactionId } = await paid();
      await refund(transactionId, { amount: 100000 });
      expect(await refund(transactionId, { amount: 30001 })).toMatchObject({
        status: 400,
        body: {
          amount: ['Refund amount cannot be greater than the refundable amount of 30000 paisa.'],
          error_key: 'validation_error',
        },
      });
      for (const amount of [0, -5, 12.5, 'ten'])
        expect((await refund(transactionId, { amount })).status).toBe(400);
      expect(h.sandbox.payment(pidx)).toMatchObject({ status: 'Partially Refunded', refundedAmount: 100000 });
    });

    it('an unknown transaction (404 Not found.), and one that was never paid', async () => {
      expect(await refund('NoSuchTransaction12345')).toEqual(
        expect.objectContaining({ status: 404, body: { detail: 'Not found.' } }),
      );
      const { pidx } = await h.initiate();
      h.sandbox.update(pidx, { status: 'Pending', transactionId: 'PendingTxn' });
      expect(await refund('PendingTxn')).toMatchObject({
        status: 400,
        body: { detail: 'A Pending transaction cannot be refunded.' },
      });
    });

    it('no key, or a wrong one (401), and a path without its final slash (404)', async () => {
      const { pidx, transactionId } = await paid();
      expect((await refund(transactionId, undefined, { authorization: null })).status).toBe(401);
      expect((await refund(transactionId, undefined, { authorization: 'Key wrong' })).status).toBe(401);
      const noSlash = await refund(transactionId, undefined, {
        path: `merchant-transaction/${transactionId}/refund`,
      });
      expect(noSlash).toMatchObject({
        status: 404,
        body: { detail: 'Not found. (Khalti paths end with a slash)' },
      });
      expect(h.sandbox.payment(pidx)!.refunds).toEqual([]);
    });
  });

  describe('faults', () => {
    it('a 5xx or a hang by default refunds nothing', async () => {
      const { pidx, transactionId } = await paid();
      h.sandbox.injectFault({ endpoint: 'refund', status: 503 });
      expect((await refund(transactionId)).status).toBe(503);
      h.sandbox.injectFault({ endpoint: 'refund', hang: true });
      await expect(refund(transactionId, undefined, { timeoutMs: 300 })).rejects.toThrow();
      expect(h.sandbox.payment(pidx)!.refunds).toEqual([]);
      expect((await refund(transactionId)).status).toBe(200);
    });

    it('afterProcessing: Khalti refunds, then the answer is lost (a time-out the merchant must look up after)', async () => {
      const { pidx, transactionId } = await paid();
      const control = await h.control('POST', '/__sandbox/faults', {
        endpoint: 'refund',
        hang: true,
        afterProcessing: true,
      });
      expect(control.status).toBe(201);
      await expect(refund(transactionId, undefined, { timeoutMs: 300 })).rejects.toThrow();
      expect((await h.lookup(pidx)).body).toMatchObject({ status: 'Refunded' });
      h.sandbox.injectFault({ endpoint: 'refund', status: 502, afterProcessing: true });
      expect((await refund(transactionId)).status).toBe(502);
      expect(h.sandbox.payment(pidx)!.refunds).toHaveLength(1);
    });
  });
});
