import { describe, expect, it } from 'vitest';
import { maskMobile } from './callback';
import { nepalTimestamp, khaltiId } from './ids';
import { escapeHtml, formatRupees, markup } from './page/html';
import { ORDER, orderWith } from './spec-helpers';
import { validateInitiate } from './validation';

describe('validateInitiate', () => {
  it('accepts the documented sample and keeps merchant_ extras', () => {
    const result = validateInitiate({ ...ORDER, merchant_username: 'kukur', other: 'ignored' });
    expect(result).toEqual({
      ok: true,
      request: {
        returnUrl: ORDER.return_url,
        websiteUrl: ORDER.website_url,
        amount: 130000,
        purchaseOrderId: 'KP-1001',
        purchaseOrderName: 'Dog food 3 kg',
        customerInfo: ORDER.customer_info,
        amountBreakdown: ORDER.amount_breakdown,
        productDetails: ORDER.product_details,
        merchantExtra: { merchant_username: 'kukur' },
      },
    });
  });

  it("accepts the amount as a string, as Khalti's own examples send it", () => {
    const result = validateInitiate({ ...ORDER, amount: '130000', amount_breakdown: undefined });
    expect(result.ok && result.request.amount).toBe(130000);
    expect(validateInitiate({ ...ORDER, amount: 1000, amount_breakdown: [] }).ok).toBe(true);
  });

  it.each([
    ['return_url', 'This field is required.'],
    ['website_url', 'This field is required.'],
    ['amount', 'This field is required.'],
    ['purchase_order_id', 'This field is required.'],
    ['purchase_order_name', 'This field is required.'],
  ])('a missing %s is "%s"', (field, message) => {
    expect(validateInitiate(orderWith({ [field]: undefined }))).toEqual({
      ok: false,
      errors: { [field]: [message] },
    });
  });

  it('reports blank, null and non-text fields with DRF messages, all at once', () => {
    expect(
      validateInitiate({
        ...ORDER,
        return_url: '  ',
        purchase_order_id: null,
        purchase_order_name: { a: 1 },
      }),
    ).toEqual({
      ok: false,
      errors: {
        return_url: ['This field may not be blank.'],
        purchase_order_id: ['This field may not be null.'],
        purchase_order_name: ['Not a valid string.'],
      },
    });
  });

  it.each([
    'example.com/return',
    'javascript:alert(1)',
    'http://',
    'http://shop',
    'http://a b.com/',
    'mailto:x@y.np',
  ])('rejects the URL %s', (url) => {
    expect(validateInitiate({ ...ORDER, return_url: url, website_url: url })).toEqual({
      ok: false,
      errors: { return_url: ['Enter a valid URL.'], website_url: ['Enter a valid URL.'] },
    });
  });

  it.each([
    'http://localhost:3000/x?a=1',
    'https://kukurpasal.com.np/',
    'http://127.0.0.1:8080/',
    'http://[::1]:3000/',
  ])('accepts the URL %s', (url) => {
    expect(validateInitiate({ ...ORDER, return_url: url }).ok).toBe(true);
  });

  it.each([999, '999', 0, -1000])('rejects the amount %s as below Rs. 10', (amount) => {
    expect(validateInitiate({ ...ORDER, amount, amount_breakdown: undefined })).toEqual({
      ok: false,
      errors: { amount: ['Amount should be greater than Rs. 10, that is 1000 paisa.'] },
    });
  });

  it.each([1300.5, '13.5', 'abc', true, [1000], '', '1e5'])(
    'rejects the amount %j as not an integer',
    (amount) => {
      expect(validateInitiate({ ...ORDER, amount, amount_breakdown: undefined })).toEqual({
        ok: false,
        errors: { amount: ['A valid integer is required.'] },
      });
    },
  );

  it('checks the amount breakdown sum against the amount', () => {
    expect(validateInitiate({ ...ORDER, amount: 140000 })).toEqual({
      ok: false,
      errors: { amount: ['Amount Breakdown mismatch.'] },
    });
  });

  it('reports bad list items in place, as DRF nests them', () => {
    expect(
      validateInitiate({
        ...ORDER,
        amount_breakdown: [{ label: 'Price', amount: 130000 }, { amount: 'x' }],
        product_details: 'none',
        customer_info: 'Ram',
      }),
    ).toEqual({
      ok: false,
      errors: {
        customer_info: ['Invalid data. Expected a dictionary, but got str.'],
        amount_breakdown: [
          {},
          { label: ['This field is required.'], amount: ['A valid integer is required.'] },
        ],
        product_details: ['Expected a list of items but got type "str".'],
      },
    });
  });

  it('wants a JSON object', () => {
    expect(validateInitiate([ORDER])).toEqual({
      ok: false,
      errors: { non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] },
    });
  });
});

describe('formatting', () => {
  it('formats paisa as rupees with South Asian grouping', () => {
    expect(formatRupees(1000)).toBe('Rs. 10.00');
    expect(formatRupees(130050)).toBe('Rs. 1,300.50');
    expect(formatRupees(123456789)).toBe('Rs. 12,34,567.89');
  });

  it('escapes HTML in text and attributes', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(markup`<p title="${'"><script>'}">${'<b>'}${markup`<i>ok</i>`}</p>`.html).toBe(
      '<p title="&quot;&gt;&lt;script&gt;">&lt;b&gt;<i>ok</i></p>',
    );
  });

  it('masks the Khalti ID as the callback does', () => {
    expect(maskMobile('9800000904')).toBe('98XXXXX904');
    expect(maskMobile(null)).toBe('');
  });

  it('writes expires_at in Nepal time like Khalti', () => {
    expect(nepalTimestamp(Date.UTC(2023, 4, 25, 10, 41, 16, 471))).toBe('2023-05-25T16:26:16.471000+05:45');
  });

  it('makes 22-character shortuuid-like ids', () => {
    const ids = new Set(Array.from({ length: 50 }, khaltiId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[2-9A-HJ-NP-Za-km-z]{22}$/);
  });
});
