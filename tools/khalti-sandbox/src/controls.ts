import { callbackUrl } from './callback';
import type { JsonAnswer, SandboxContext } from './context';
import { isTestKhaltiId, SANDBOX_TEST_CREDENTIALS } from './credentials';
import { faultProblem, type FaultSpec } from './faults';
import { PAYMENT_STATUSES, PaymentStateError, type PaymentPatch, type PaymentStatus } from './store';

// Test controls under /__sandbox/ (not part of Khalti). Answers are JSON; problems are {"detail": "..."}.

const problem = (status: number, detail: string): JsonAnswer => ({ status, body: { detail } });

/** Routes a /__sandbox/... call; undefined when no control has that path and method. */
export function control(
  context: SandboxContext,
  method: string,
  path: string,
  data: unknown,
): JsonAnswer | undefined {
  const parts = path.split('/').filter(Boolean).slice(1); // drop "__sandbox"
  const [resource, pidx, action] = parts.map(decodeURIComponent);
  try {
    if (resource === 'payments' && parts.length === 1 && method === 'GET')
      return { status: 200, body: context.store.all() };
    if (resource === 'payments' && parts.length === 2 && method === 'GET') {
      const payment = context.store.get(pidx);
      return payment ? { status: 200, body: payment } : problem(404, `No payment with pidx ${pidx}.`);
    }
    if (resource === 'payments' && parts.length === 2 && method === 'POST') return force(context, pidx, data);
    if (resource === 'payments' && parts.length === 3 && method === 'POST' && action === 'complete')
      return complete(context, pidx, data);
    if (resource === 'payments' && parts.length === 3 && method === 'POST' && action === 'cancel') {
      const payment = context.store.cancel(pidx);
      return { status: 200, body: { payment, redirect_url: callbackUrl(payment) } };
    }
    if (resource === 'faults' && parts.length === 1) return faults(context, method, data);
    if (resource === 'reset' && parts.length === 1 && method === 'POST') {
      context.store.clear();
      context.faults.clear();
      return { status: 204, body: undefined };
    }
  } catch (error) {
    if (error instanceof PaymentStateError)
      return problem(context.store.get(pidx) ? 409 : 404, error.message);
    throw error;
  }
  return undefined;
}

/** POST /__sandbox/payments/{pidx} {status?, total_amount?, transaction_id?, fee?, refunded?} */
function force(context: SandboxContext, pidx: string, data: unknown): JsonAnswer {
  const body = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const patch: PaymentPatch = {};
  if (body.status !== undefined) {
    if (!PAYMENT_STATUSES.includes(body.status as PaymentStatus))
      return problem(400, `status must be one of: ${PAYMENT_STATUSES.join(', ')}.`);
    patch.status = body.status as PaymentStatus;
  }
  for (const [key, field] of [
    ['total_amount', 'totalAmount'],
    ['fee', 'fee'],
  ] as const) {
    const value = body[key];
    if (value === undefined) continue;
    if (!Number.isSafeInteger(value) || (value as number) < 0)
      return problem(400, `${key} must be a whole number of paisa (0 or more).`);
    patch[field] = value as number;
  }
  if (body.transaction_id !== undefined) {
    if (body.transaction_id !== null && typeof body.transaction_id !== 'string')
      return problem(400, 'transaction_id must be a string or null.');
    patch.transactionId = body.transaction_id;
  }
  if (body.refunded !== undefined) {
    if (typeof body.refunded !== 'boolean') return problem(400, 'refunded must be true or false.');
    patch.refunded = body.refunded;
  }
  return { status: 200, body: context.store.update(pidx, patch) };
}

/** POST /__sandbox/payments/{pidx}/complete {mobile?}: pays as the page would; answers the redirect too. */
function complete(context: SandboxContext, pidx: string, data: unknown): JsonAnswer {
  const body = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const mobile = body.mobile ?? SANDBOX_TEST_CREDENTIALS.khaltiIds[0];
  if (typeof mobile !== 'string' || !isTestKhaltiId(mobile))
    return problem(
      400,
      `mobile must be a test Khalti ID (${SANDBOX_TEST_CREDENTIALS.khaltiIds.join(', ')}).`,
    );
  const payment = context.store.complete(pidx, mobile);
  return { status: 200, body: { payment, redirect_url: callbackUrl(payment) } };
}

/** GET (list), POST (add {endpoint, status?, hang?, times?, body?}) and DELETE (clear) /__sandbox/faults */
function faults(context: SandboxContext, method: string, spec: unknown): JsonAnswer | undefined {
  if (method === 'GET') return { status: 200, body: context.faults.list() };
  if (method === 'DELETE') {
    context.faults.clear();
    return { status: 204, body: undefined };
  }
  if (method !== 'POST') return undefined;
  const wrong = faultProblem(spec);
  if (wrong) return problem(400, wrong);
  return { status: 201, body: context.faults.add(spec as FaultSpec) };
}
