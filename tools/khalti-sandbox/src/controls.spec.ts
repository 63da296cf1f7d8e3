import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startKhaltiSandbox } from './sandbox';
import { ORDER, startHarness, TEST_KEY, type SandboxHarness } from './spec-helpers';
import type { SandboxPayment } from './store';

let h: SandboxHarness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.sandbox.stop();
});

describe('test controls under /__sandbox/', () => {
  it('GET /__sandbox/payments[/pidx] shows the payments', async () => {
    const { pidx } = await h.initiate();
    const list = await h.control<SandboxPayment[]>('GET', '/__sandbox/payments');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ pidx, status: 'Initiated', amount: 130000 })]);
    const one = await h.control('GET', `/__sandbox/payments/${pidx}`);
    expect(one.body).toMatchObject({
      pidx,
      purchaseOrderName: 'Dog food 3 kg',
      customerInfo: ORDER.customer_info,
      mobile: null,
    });
    expect((await h.control('GET', '/__sandbox/payments/nope')).status).toBe(404);
  });

  it('POST /__sandbox/payments/{pidx} forces a state', async () => {
    const { pidx } = await h.initiate();
    const pending = await h.control('POST', `/__sandbox/payments/${pidx}`, { status: 'Pending' });
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({ status: 'Pending', transactionId: null });
    expect((await h.lookup(pidx)).body).toMatchObject({ status: 'Pending', transaction_id: null });

    // Completed for a different amount, as a tampered or mismatched payment would look.
    await h.control('POST', `/__sandbox/payments/${pidx}`, { status: 'Completed', total_amount: 1000 });
    const wrong = await h.lookup(pidx);
    expect(wrong.body).toMatchObject({ status: 'Completed', total_amount: 1000 });
    const txn = wrong.body.transaction_id;
    expect(txn).toMatch(/^[A-Za-z0-9]{22}$/);

    await h.control('POST', `/__sandbox/payments/${pidx}`, { status: 'Refunded' });
    expect((await h.lookup(pidx)).body).toMatchObject({
      status: 'Refunded',
      transaction_id: txn,
      refunded: true,
    });

    await h.control('POST', `/__sandbox/payments/${pidx}`, { transaction_id: 'MyOwnTxnId', fee: 300 });
    expect((await h.lookup(pidx)).body).toMatchObject({ transaction_id: 'MyOwnTxnId', fee: 300 });

    await h.control('POST', `/__sandbox/payments/${pidx}`, { status: 'Expired' });
    expect((await h.lookup(pidx)).body).toMatchObject({
      status: 'Expired',
      transaction_id: null,
      refunded: false,
    });
  });

  it('forcing Initiated on an expired link gives it a fresh lifetime', async () => {
    const { pidx, payment_url } = await h.initiate();
    h.advance(3600);
    expect(h.sandbox.payment(pidx)?.status).toBe('Expired');
    await h.control('POST', `/__sandbox/payments/${pidx}`, { status: 'Initiated' });
    expect((await h.lookup(pidx)).body.status).toBe('Initiated');
    expect((await h.page(payment_url)).text).toContain('name="mpin"');
  });

  it('refuses bad forced states', async () => {
    const { pidx } = await h.initiate();
    const cases: Array<[unknown, string]> = [
      [{ status: 'Paid' }, 'status must be one of'],
      [{ total_amount: -1 }, 'total_amount must be'],
      [{ total_amount: 'x' }, 'total_amount must be'],
      [{ transaction_id: 5 }, 'transaction_id must be'],
      [{ refunded: 'yes' }, 'refunded must be'],
    ];
    for (const [body, detail] of cases) {
      const answer = await h.control<{ detail: string }>('POST', `/__sandbox/payments/${pidx}`, body);
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toContain(detail);
    }
    expect((await h.control('POST', '/__sandbox/payments/nope', { status: 'Pending' })).status).toBe(404);
  });

  it('POST /__sandbox/payments/{pidx}/complete pays as the page would and answers the redirect', async () => {
    const { pidx } = await h.initiate();
    const answer = await h.control<{ payment: SandboxPayment; redirect_url: string }>(
      'POST',
      `/__sandbox/payments/${pidx}/complete`,
      { mobile: '9800000002' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.payment).toMatchObject({ status: 'Completed', mobile: '9800000002' });
    const url = new URL(answer.body.redirect_url);
    expect(url.searchParams.get('status')).toBe('Completed');
    expect(url.searchParams.get('mobile')).toBe('98XXXXX002');
    expect(url.searchParams.get('transaction_id')).toBe(answer.body.payment.transactionId);
    expect((await h.lookup(pidx)).body.status).toBe('Completed');

    const twice = await h.control('POST', `/__sandbox/payments/${pidx}/complete`);
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toContain('only an Initiated payment');
  });

  it('complete uses 9800000000 by default and wants a test id; cancel cancels', async () => {
    const first = await h.initiate();
    const done = await h.control<{ payment: SandboxPayment }>(
      'POST',
      `/__sandbox/payments/${first.pidx}/complete`,
    );
    expect(done.body.payment.mobile).toBe('9800000000');
    const second = await h.initiate();
    const bad = await h.control('POST', `/__sandbox/payments/${second.pidx}/complete`, {
      mobile: '9841000000',
    });
    expect(bad.status).toBe(400);
    const canceled = await h.control<{ redirect_url: string }>(
      'POST',
      `/__sandbox/payments/${second.pidx}/cancel`,
    );
    expect(canceled.status).toBe(200);
    expect(canceled.body.redirect_url).toContain('status=User%20canceled');
    expect((await h.control('POST', '/__sandbox/payments/nope/complete')).status).toBe(404);
  });

  it('POST /__sandbox/reset forgets payments and faults; unknown controls answer 404', async () => {
    await h.initiate();
    await h.control('POST', '/__sandbox/faults', { endpoint: 'lookup', status: 500 });
    expect((await h.control('POST', '/__sandbox/reset')).status).toBe(204);
    expect(h.sandbox.payments()).toEqual([]);
    expect((await h.control('GET', '/__sandbox/faults')).body).toEqual([]);
    expect((await h.control('GET', '/__sandbox/nothing')).status).toBe(404);
    expect((await h.control('DELETE', '/__sandbox/payments')).status).toBe(404);
  });
});

describe('faults', () => {
  it('makes the next initiate answer the given status once', async () => {
    const set = await h.control('POST', '/__sandbox/faults', { endpoint: 'initiate', status: 503 });
    expect(set.status).toBe(201);
    expect(set.body).toMatchObject({ endpoint: 'initiate', status: 503, hang: false, remaining: 1 });
    const failed = await h.api('epayment/initiate/', ORDER);
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ detail: 'Khalti sandbox fault: 503 as requested.', status_code: 503 });
    expect(h.sandbox.payments()).toEqual([]);
    expect((await h.api('epayment/initiate/', ORDER)).status).toBe(200);
  });

  it('counts times, keeps to its endpoint and can carry a body', async () => {
    const { pidx } = await h.initiate();
    await h.control('POST', '/__sandbox/faults', {
      endpoint: 'lookup',
      status: 500,
      times: 2,
      body: { detail: 'Server Error' },
    });
    expect((await h.control('GET', '/__sandbox/faults')).body).toEqual([
      {
        endpoint: 'lookup',
        status: 500,
        hang: false,
        remaining: 2,
        body: { detail: 'Server Error' },
        afterProcessing: false,
      },
    ]);
    expect((await h.api('epayment/initiate/', ORDER)).status).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const failed = await h.lookup(pidx);
      expect(failed.status).toBe(500);
      expect(failed.body).toEqual({ detail: 'Server Error' });
    }
    expect((await h.lookup(pidx)).status).toBe(200);
  });

  it('hang: the call never answers (the client times out), the next one does', async () => {
    const { pidx } = await h.initiate();
    await h.control('POST', '/__sandbox/faults', { endpoint: 'lookup', hang: true });
    const hung = fetch(new URL('epayment/lookup/', h.sandbox.baseUrl), {
      method: 'POST',
      headers: { Authorization: `Key ${TEST_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ pidx }),
      signal: AbortSignal.timeout(300),
    });
    await expect(hung).rejects.toThrow(/aborted|timeout/i);
    expect((await h.lookup(pidx)).status).toBe(200);
  });

  it('stop() ends hanging calls instead of waiting for them', async () => {
    await h.control('POST', '/__sandbox/faults', { endpoint: 'initiate', hang: true });
    const hung = h.api('epayment/initiate/', ORDER).then(
      () => 'answered',
      () => 'connection closed',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await h.sandbox.stop();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await hung).toBe('connection closed');
  });

  it('refuses a malformed fault', async () => {
    const cases: Array<[unknown, string]> = [
      [{ endpoint: 'pay', status: 500 }, 'endpoint must be one of initiate, lookup, refund'],
      [{ endpoint: 'refund', status: 500, afterProcessing: 'yes' }, 'afterProcessing must be'],
      [{ endpoint: 'lookup' }, 'Give status'],
      [{ endpoint: 'lookup', status: 200 }, 'status must be an HTTP error status'],
      [{ endpoint: 'lookup', hang: 'yes' }, 'hang must be'],
      [{ endpoint: 'lookup', status: 500, times: 0 }, 'times must be'],
    ];
    for (const [body, detail] of cases) {
      const answer = await h.control<{ detail: string }>('POST', '/__sandbox/faults', body);
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toContain(detail);
    }
    expect(() => h.sandbox.injectFault({ endpoint: 'lookup' })).toThrow('Give status');
  });

  it('DELETE /__sandbox/faults clears them; injectFault sets one from code', async () => {
    h.sandbox.injectFault({ endpoint: 'initiate', status: 502 });
    expect((await h.control('DELETE', '/__sandbox/faults')).status).toBe(204);
    expect((await h.api('epayment/initiate/', ORDER)).status).toBe(200);
    h.sandbox.injectFault({ endpoint: 'initiate', status: 502 });
    expect((await h.api('epayment/initiate/', ORDER)).status).toBe(502);
  });
});

describe('startKhaltiSandbox', () => {
  it('listens on 127.0.0.1 and names its URLs; stop() frees the port and may be called twice', async () => {
    const sandbox = await startKhaltiSandbox({ secretKey: 'k', publicHost: 'shop.test' });
    expect(sandbox.baseUrl).toBe(`http://127.0.0.1:${sandbox.port}/api/v2/`);
    expect(sandbox.url).toBe(`http://shop.test:${sandbox.port}`);
    expect(sandbox.pageUrl('abc')).toBe(`http://shop.test:${sandbox.port}/?pidx=abc`);
    expect(sandbox.secretKey).toBe('k');
    await sandbox.stop();
    await sandbox.stop();
    const probe = net.createServer();
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen(sandbox.port, '127.0.0.1', resolve);
    });
    probe.close();
  });

  it('says clearly when its port is taken', async () => {
    await expect(startKhaltiSandbox({ secretKey: 'k', port: h.sandbox.port })).rejects.toThrow(
      `Port ${h.sandbox.port} is already in use, so the Khalti sandbox cannot listen on it.`,
    );
  });

  it('wants a secret key and a whole number of seconds', async () => {
    await expect(startKhaltiSandbox({ secretKey: '' })).rejects.toThrow('needs a secretKey');
    await expect(startKhaltiSandbox({ secretKey: 'k', expiresInSeconds: 0.5 })).rejects.toThrow(
      'expiresInSeconds',
    );
  });

  it('serves the page on the public host the browser uses (localhost)', async () => {
    const { payment_url } = await h.initiate();
    expect(new URL(payment_url).hostname).toBe('localhost');
    expect((await h.page(payment_url)).status).toBe(200);
  });
});
