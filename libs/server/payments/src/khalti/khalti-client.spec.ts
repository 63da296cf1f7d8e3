import { startKhaltiSandbox, type KhaltiSandbox } from '@kukur/khalti-sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KhaltiError } from './khalti-api';
import { KhaltiClient } from './khalti-client';

const KEY = 'test_key_for_the_client_spec';

describe('KhaltiClient.refund against the Khalti sandbox', () => {
  let sandbox: KhaltiSandbox;
  let client: KhaltiClient;

  let pidx: string;
  /** The Rs 1,300 payment each test starts with, paid: its pidx and transaction id. */
  const paid = () => ({ pidx, transactionId: sandbox.payment(pidx)!.transactionId! });

  beforeAll(async () => {
    sandbox = await startKhaltiSandbox({ secretKey: KEY, port: 0 });
    // Only KHALTI_BASE_URL is given: the Refund API's base is derived from it (/api/v2/ -> /api/).
    client = new KhaltiClient({
      KHALTI_BASE_URL: sandbox.baseUrl,
      KHALTI_REFUND_BASE_URL: undefined,
      KHALTI_SECRET_KEY: KEY,
      KHALTI_TIMEOUT_MS: 300,
    });
  });
  beforeEach(async () => {
    sandbox.reset();
    const link = await client.initiate({
      return_url: 'http://shop.test/payment-success',
      website_url: 'http://shop.test',
      amount: 130000,
      purchase_order_id: 'order-1',
      purchase_order_name: 'Order 1',
    });
    pidx = link.pidx;
    sandbox.complete(pidx);
  });
  afterAll(() => sandbox.stop());

  it('refunds it all without a body, at the derived Refund API base; the lookup says Refunded', async () => {
    const { transactionId } = paid();
    expect(await client.refund(transactionId)).toEqual({ detail: 'Transaction refund successful.' });
    expect((await client.lookup(pidx)).status).toBe('Refunded');
  });

  it('refunds part of it with amount (paisa): Partially Refunded', async () => {
    const { transactionId } = paid();
    await client.refund(transactionId, { amount: 50000 });
    expect((await client.lookup(pidx)).status).toBe('Partially Refunded');
    expect(sandbox.payment(pidx)!.refunds.map((refund) => refund.amount)).toEqual([50000]);
  });

  it('maps Khalti’s answers to kinds: a refusal keeps Khalti’s words, an unknown transaction is not-found', async () => {
    const { transactionId } = paid();
    await client.refund(transactionId);
    await expect(client.refund(transactionId)).rejects.toMatchObject({
      kind: 'validation',
      customerMessage: 'This transaction has already been refunded.',
    });
    await expect(client.refund('NoSuchTransaction')).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('a time-out or a 5xx is unavailable (the refund may or may not have been made)', async () => {
    const { transactionId } = paid();
    sandbox.injectFault({ endpoint: 'refund', hang: true });
    const timedOut = await client.refund(transactionId).catch((error: unknown) => error);
    expect(timedOut).toBeInstanceOf(KhaltiError);
    expect(timedOut).toMatchObject({ kind: 'unavailable', message: expect.stringContaining('timed out') });
    sandbox.injectFault({ endpoint: 'refund', status: 503 });
    await expect(client.refund(transactionId)).rejects.toMatchObject({ kind: 'unavailable' });
    sandbox.injectFault({ endpoint: 'refund', status: 401 });
    await expect(client.refund(transactionId)).rejects.toMatchObject({ kind: 'auth' });
  });
});
