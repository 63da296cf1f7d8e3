import type { JsonAnswer, SandboxContext } from './context';
import { validateInitiate } from './validation';

/** `POST epayment/initiate/`: a new Initiated payment and its payment page, or Khalti's validation errors. */
export function initiate(context: SandboxContext, data: unknown): JsonAnswer {
  const checked = validateInitiate(data);
  if (!checked.ok) return { status: 400, body: { ...checked.errors, error_key: 'validation_error' } };
  const payment = context.store.create(checked.request);
  return {
    status: 200,
    body: {
      pidx: payment.pidx,
      payment_url: context.pageUrl(payment.pidx),
      expires_at: payment.expiresAt,
      expires_in: context.store.expiresInSeconds,
    },
  };
}
