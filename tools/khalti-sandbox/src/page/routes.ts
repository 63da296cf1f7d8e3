import type { IncomingMessage, ServerResponse } from 'node:http';
import { callbackUrl } from '../callback';
import type { SandboxContext } from '../context';
import { checkTestCredentials } from '../credentials';
import { readForm, redirect, sendHtml } from '../http-io';
import { indexPage, notFoundPage, paymentPage, statusPage } from './views';

/** GET /?pidx=...: the payment page (or the expired/paid/canceled page); GET / alone: the sandbox home. */
export function showPage(context: SandboxContext, url: URL, response: ServerResponse, baseUrl: string): void {
  const pidx = url.searchParams.get('pidx');
  if (pidx === null) return sendHtml(response, 200, indexPage(context.store.all(), baseUrl));
  const payment = context.store.get(pidx);
  if (!payment) return sendHtml(response, 404, notFoundPage());
  sendHtml(response, 200, payment.status === 'Initiated' ? paymentPage(payment) : statusPage(payment));
}

/**
 * POST /pay (the page's form): `action=cancel` cancels; `action=pay` checks the test credentials and
 * completes the payment. Both redirect (302) to the merchant's return_url with Khalti's query parameters;
 * wrong credentials show the page again with the error (400).
 */
export async function submitPage(
  context: SandboxContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const form = await readForm(request);
  const payment = context.store.get(form.get('pidx') ?? '');
  if (!payment) return sendHtml(response, 404, notFoundPage());
  if (payment.status !== 'Initiated') return sendHtml(response, 409, statusPage(payment));
  const action = form.get('action');
  if (action === 'cancel') return redirect(response, callbackUrl(context.store.cancel(payment.pidx)));
  const mobile = (form.get('mobile') ?? '').trim();
  if (action !== 'pay')
    return sendHtml(
      response,
      400,
      paymentPage(payment, { mobile, error: { field: 'form', message: 'Press Pay or Cancel.' } }),
    );
  const refused = checkTestCredentials({
    mobile,
    mpin: (form.get('mpin') ?? '').trim(),
    otp: (form.get('otp') ?? '').trim(),
  });
  if (refused) return sendHtml(response, 400, paymentPage(payment, { mobile, error: refused }));
  redirect(response, callbackUrl(context.store.complete(payment.pidx, mobile)));
}
