import { SANDBOX_TEST_CREDENTIALS } from '../credentials';
import type { SandboxPayment } from '../store';
import { formatRupees, layout, markup, type SafeHtml } from './html';

/** What the tester typed, and why it was refused. */
export interface PaymentFormState {
  mobile?: string;
  error?: { field: 'mobile' | 'mpin' | 'otp' | 'form'; message: string };
}

const { khaltiIds, mpin, otp } = SANDBOX_TEST_CREDENTIALS;
const firstId = khaltiIds[0];
const lastId = khaltiIds[khaltiIds.length - 1];

function summary(payment: SandboxPayment): SafeHtml {
  const customer = payment.customerInfo?.name;
  return markup`<section class="card" aria-labelledby="order-title">
<h2 id="order-title">Pay ${payment.purchaseOrderName}</h2>
<p class="amount">${formatRupees(payment.amount)}</p>
<dl>
<dt>Merchant</dt><dd>${payment.websiteUrl}</dd>
<dt>Order</dt><dd>${payment.purchaseOrderName}</dd>
<dt>Order id</dt><dd>${payment.purchaseOrderId}</dd>
${customer ? markup`<dt>Customer</dt><dd>${customer}</dd>` : ''}
</dl>
${breakdown(payment)}
</section>`;
}

function breakdown(payment: SandboxPayment): SafeHtml | string {
  const rows = payment.amountBreakdown ?? [];
  if (rows.length === 0) return '';
  return markup`<table aria-label="Amount breakdown"><tbody>
${rows.map((row) => markup`<tr><th scope="row">${row.label}</th><td>${formatRupees(row.amount)}</td></tr>\n`)}
</tbody></table>`;
}

/** The payment page: order summary, Khalti ID / MPIN / OTP with the test values as hints, Pay and Cancel. */
export function paymentPage(payment: SandboxPayment, state: PaymentFormState = {}): string {
  const invalid = (field: string): string => String(state.error?.field === field);
  const describedBy = (field: string): string =>
    state.error?.field === field ? `form-error ${field}-hint` : `${field}-hint`;
  const error = state.error
    ? markup`<p class="error" role="alert" id="form-error">${state.error.message}</p>`
    : '';
  return layout(
    `Pay ${payment.purchaseOrderName}`,
    markup`${summary(payment)}
<section class="card" aria-labelledby="pay-title">
<h2 id="pay-title">Pay with Khalti</h2>
${error}
<form method="post" action="/pay">
<input type="hidden" name="pidx" value="${payment.pidx}">
<label for="mobile">Khalti ID (mobile number)</label>
<input id="mobile" name="mobile" inputmode="numeric" autocomplete="tel" required value="${state.mobile ?? ''}" aria-invalid="${invalid('mobile')}" aria-describedby="${describedBy('mobile')}">
<p class="hint" id="mobile-hint">Test Khalti IDs: ${firstId} to ${lastId}</p>
<label for="mpin">Khalti MPIN</label>
<input id="mpin" name="mpin" type="password" inputmode="numeric" autocomplete="off" required aria-invalid="${invalid('mpin')}" aria-describedby="${describedBy('mpin')}">
<p class="hint" id="mpin-hint">Test MPIN: ${mpin}</p>
<label for="otp">OTP</label>
<input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" required aria-invalid="${invalid('otp')}" aria-describedby="${describedBy('otp')}">
<p class="hint" id="otp-hint">Test OTP: ${otp}</p>
<div class="actions">
<button type="submit" name="action" value="pay" class="pay">Pay ${formatRupees(payment.amount)}</button>
<button type="submit" name="action" value="cancel" class="cancel" formnovalidate>Cancel</button>
</div>
</form>
</section>`,
  );
}

const STATUS_TEXT: Record<string, { title: string; text: string }> = {
  Expired: {
    title: 'Payment link expired',
    text: 'This payment link has expired. Go back to the shop and start the payment again.',
  },
  Completed: { title: 'Already paid', text: 'This payment has been completed.' },
  'User canceled': { title: 'Payment canceled', text: 'This payment was canceled.' },
};

/** The page for a payment that can no longer be paid (expired, paid, canceled, ...). */
export function statusPage(payment: SandboxPayment): string {
  const { title, text } = STATUS_TEXT[payment.status] ?? {
    title: `Payment ${payment.status}`,
    text: `This payment is ${payment.status} and cannot be paid here.`,
  };
  return layout(
    title,
    markup`<section class="card" aria-labelledby="status-title">
<h2 id="status-title">${title}</h2>
<p>${text}</p>
<dl>
<dt>Order</dt><dd>${payment.purchaseOrderName}</dd>
<dt>Amount</dt><dd>${formatRupees(payment.amount)}</dd>
<dt>Status</dt><dd>${payment.status}</dd>
</dl>
<p><a href="${payment.websiteUrl}">Back to the merchant</a></p>
</section>`,
  );
}

/** No payment has this pidx (or no page this path). */
export function notFoundPage(what = 'No payment with this pidx exists in the sandbox.'): string {
  return layout(
    'Not found',
    markup`<section class="card">
<h2>Not found</h2>
<p>${what}</p>
<p>Payments live in memory: a restarted sandbox forgets them.</p>
</section>`,
  );
}

/** The sandbox's home page: what it is, the test credentials, the controls and its payments. */
export function indexPage(payments: SandboxPayment[], baseUrl: string): string {
  const rows = payments.map(
    (p) =>
      markup`<tr><td><a href="/?pidx=${encodeURIComponent(p.pidx)}">${p.purchaseOrderName}</a></td><td>${formatRupees(p.amount)}</td><td>${p.status}</td></tr>\n`,
  );
  const table =
    payments.length === 0
      ? markup`<p>None yet.</p>`
      : markup`<table>
<thead><tr><th scope="col">Order</th><th scope="col">Amount</th><th scope="col">Status</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  return layout(
    'Home',
    markup`<section class="card creds">
<h2>Test credentials</h2>
<p>Khalti ID <code>${firstId}</code> (to <code>${lastId}</code>), MPIN <code>${mpin}</code>, OTP <code>${otp}</code>.</p>
<p>API base URL <code>${baseUrl}</code>: <code>POST epayment/initiate/</code> and <code>POST epayment/lookup/</code> with the header <code>Authorization: Key &lt;secret key&gt;</code>.</p>
<p>Test controls (not Khalti): <code>GET /__sandbox/payments</code>, <code>POST /__sandbox/payments/{pidx}</code>, <code>POST /__sandbox/payments/{pidx}/complete</code>, <code>POST /__sandbox/faults</code>, <code>POST /__sandbox/reset</code>.</p>
</section>
<section class="card">
<h2>Payments</h2>
${table}
</section>`,
  );
}
