import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CREDENTIALS } from './credentials';
import { ORDER, startHarness, type SandboxHarness } from './spec-helpers';

let h: SandboxHarness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.sandbox.stop();
});

const PAY = { action: 'pay', mobile: '9800000000', mpin: '1111', otp: '987654' };

/** The query of a redirect, in order, decoded. */
function callback(location: string | null): { base: string; params: Array<[string, string]> } {
  const url = new URL(location ?? '');
  return { base: `${url.origin}${url.pathname}`, params: [...url.searchParams.entries()] };
}

describe('the payment page', () => {
  it('shows the order, the amount in Rs, the test credentials and an accessible form', async () => {
    const { payment_url, pidx } = await h.initiate();
    const page = await h.page(payment_url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = page.text;
    expect(html).toContain('<title>Pay Dog food 3 kg · Khalti sandbox (local stand-in)</title>');
    expect(html).toContain('<h1>Khalti sandbox (local stand-in)</h1>');
    expect(html).toContain('Dog food 3 kg');
    expect(html).toContain('Rs. 1,300.00');
    expect(html).toContain('Ram Bahadur');
    expect(html).toContain('<th scope="row">VAT</th><td>Rs. 150.00</td>');
    for (const hint of ['9800000000', '9800000005', 'Test MPIN: 1111', 'Test OTP: 987654'])
      expect(html).toContain(hint);
    expect(html).toContain('<label for="mobile">Khalti ID (mobile number)</label>');
    expect(html).toContain('<input id="mobile" name="mobile"');
    expect(html).toContain('<label for="mpin">Khalti MPIN</label>');
    expect(html).toContain('<input id="mpin" name="mpin" type="password"');
    expect(html).toContain('<label for="otp">OTP</label>');
    expect(html).toContain(`<input type="hidden" name="pidx" value="${pidx}">`);
    expect(html).toMatch(/<button type="submit" name="action" value="pay"[^>]*>Pay Rs\. 1,300\.00<\/button>/);
    expect(html).toMatch(
      /<button type="submit" name="action" value="cancel"[^>]*formnovalidate>Cancel<\/button>/,
    );
    expect(html).not.toContain('role="alert"');
  });

  it('escapes what the merchant sent', async () => {
    const evil = `<script>alert("x")</script>&'`;
    const { payment_url } = await h.initiate({
      purchase_order_name: evil,
      purchase_order_id: `"><img src=x onerror=alert(1)>`,
      customer_info: { name: '<b>Ram</b>' },
      amount_breakdown: [{ label: '<i>VAT</i>', amount: 130000 }],
    });
    const { text } = await h.page(payment_url);
    expect(text).not.toContain('<script>alert');
    expect(text).not.toContain('<img');
    expect(text).not.toContain('<b>Ram');
    expect(text).not.toContain('<i>VAT');
    expect(text).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;');
    expect(text).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(text).toContain('&lt;b&gt;Ram&lt;/b&gt;');
  });

  it('answers 404 for an unknown pidx and shows a home page without one', async () => {
    const missing = await h.page(h.sandbox.pageUrl('nope'));
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('No payment with this pidx');
    await h.initiate();
    const home = await h.page(`${h.sandbox.url}/`);
    expect(home.status).toBe(200);
    expect(home.text).toContain('Khalti sandbox (local stand-in)');
    expect(home.text).toContain('Dog food 3 kg');
    expect(home.text).toContain(h.sandbox.baseUrl);
    expect((await h.page(`${h.sandbox.url}/elsewhere`)).status).toBe(404);
  });

  it('shows an expired page once the link expired, and refuses to pay it', async () => {
    const { payment_url, pidx } = await h.initiate();
    h.advance(1800);
    const page = await h.page(payment_url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Payment link expired');
    expect(page.text).not.toContain('name="mpin"');
    const paid = await h.submit({ ...PAY, pidx });
    expect(paid.status).toBe(409);
    expect(paid.location).toBeNull();
    expect(h.sandbox.payment(pidx)?.status).toBe('Expired');
  });

  it('shows a paid payment as already paid', async () => {
    const { payment_url, pidx } = await h.initiate();
    h.sandbox.complete(pidx);
    const page = await h.page(payment_url);
    expect(page.text).toContain('Already paid');
    expect(page.text).not.toContain('name="mpin"');
  });
});

describe('paying on the page', () => {
  it.each(SANDBOX_TEST_CREDENTIALS.khaltiIds.map((id) => [id]))(
    "with test id %s completes the payment and redirects with Khalti's parameters",
    async (mobile) => {
      const { pidx } = await h.initiate();
      const answer = await h.submit({ ...PAY, mobile, pidx });
      expect(answer.status).toBe(302);
      const payment = h.sandbox.payment(pidx);
      expect(payment).toMatchObject({ status: 'Completed', mobile });
      const txn = payment?.transactionId ?? '';
      expect(txn).toMatch(/^[A-Za-z0-9]{22}$/);
      expect(callback(answer.location)).toEqual({
        base: ORDER.return_url,
        params: [
          ['pidx', pidx],
          ['txnId', txn],
          ['amount', '130000'],
          ['total_amount', '130000'],
          ['status', 'Completed'],
          ['mobile', `98XXXXX${mobile.slice(-3)}`],
          ['tidx', txn],
          ['purchase_order_id', 'KP-1001'],
          ['purchase_order_name', 'Dog food 3 kg'],
          ['transaction_id', txn],
        ],
      });
      expect((await h.lookup(pidx)).body).toMatchObject({ status: 'Completed', transaction_id: txn });
    },
  );

  it("keeps the return_url's own query and encodes spaces as %20", async () => {
    const { pidx } = await h.initiate({ return_url: 'https://kukurpasal.com.np/pay/return?order=7#top' });
    const answer = await h.submit({ action: 'cancel', pidx });
    expect(answer.location).toMatch(/^https:\/\/kukurpasal\.com\.np\/pay\/return\?order=7&pidx=/);
    expect(answer.location).toContain('status=User%20canceled');
    expect(answer.location).toContain('purchase_order_name=Dog%20food%203%20kg');
    expect(answer.location).toMatch(/#top$/);
  });

  it.each([
    [{ mobile: '9811111111' }, 'mobile', 'not a sandbox test account'],
    [{ mobile: '' }, 'mobile', 'not a sandbox test account'],
    [{ mpin: '1234' }, 'mpin', 'Incorrect MPIN.'],
    [{ otp: '123456' }, 'otp', 'Incorrect OTP.'],
  ])('with %j shows the page again with an error', async (wrong, field, message) => {
    const { pidx } = await h.initiate();
    const answer = await h.submit({ ...PAY, ...wrong, pidx });
    expect(answer.status).toBe(400);
    expect(answer.location).toBeNull();
    expect(answer.text).toContain('<p class="error" role="alert" id="form-error">');
    expect(answer.text).toContain(message);
    expect(answer.text).toMatch(new RegExp(`id="${field}"[^>]*aria-invalid="true"`));
    expect(answer.text).toContain(`value="${(wrong as { mobile?: string }).mobile ?? PAY.mobile}"`);
    expect(h.sandbox.payment(pidx)?.status).toBe('Initiated');
    // ...and the tester can still pay.
    expect((await h.submit({ ...PAY, pidx })).status).toBe(302);
  });

  it('escapes what the tester typed when showing it again', async () => {
    const { pidx } = await h.initiate();
    const answer = await h.submit({ ...PAY, mobile: '"><script>x</script>', pidx });
    expect(answer.text).not.toContain('<script>x');
    expect(answer.text).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });

  it('Cancel makes the payment User canceled and redirects without transaction ids', async () => {
    const { pidx } = await h.initiate();
    const answer = await h.submit({ action: 'cancel', pidx });
    expect(answer.status).toBe(302);
    expect(callback(answer.location)).toEqual({
      base: ORDER.return_url,
      params: [
        ['pidx', pidx],
        ['transaction_id', ''],
        ['tidx', ''],
        ['amount', '130000'],
        ['total_amount', '130000'],
        ['mobile', ''],
        ['status', 'User canceled'],
        ['purchase_order_id', 'KP-1001'],
        ['purchase_order_name', 'Dog food 3 kg'],
      ],
    });
    expect(h.sandbox.payment(pidx)).toMatchObject({ status: 'User canceled', transactionId: null });
  });

  it('pays only once', async () => {
    const { pidx } = await h.initiate();
    expect((await h.submit({ ...PAY, pidx })).status).toBe(302);
    const again = await h.submit({ ...PAY, pidx });
    expect(again.status).toBe(409);
    expect(again.text).toContain('Already paid');
    expect((await h.submit({ action: 'cancel', pidx })).status).toBe(409);
  });

  it('answers 404 for a form without a known pidx, 400 without an action', async () => {
    expect((await h.submit({ ...PAY, pidx: 'unknown' })).status).toBe(404);
    const { pidx } = await h.initiate();
    const noAction = await h.submit({ mobile: '9800000000', pidx });
    expect(noAction.status).toBe(400);
    expect(noAction.text).toContain('Press Pay or Cancel.');
  });
});
