import { CommandBus } from '@nestjs/cqrs';
import {
  projectOrderPayment,
  ReconcilePaymentsCommand,
  RefundCancelledOrderCommand,
  RefundKhaltiPaymentCommand,
} from '@kukur/server-payments';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anAdmin, bearer, clearRateLimits, signUp, TestAccount } from '../support/accounts';
import { startTestKhalti, TestKhalti } from '../support/khalti';
import { placeOrder } from '../support/orders';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';
import { testConfig } from '../support/test-config';

/** How Khalti answers one run of the refund job. */
const KHALTI_REFUND_ANSWERS = ['ok', 'refused', 'timeout-after-refunding', 'timeout', 'down'] as const;

/**
 * One step of an order's life. The worker's jobs are run by hand, in any order and any number of times, as
 * a crashed or slow worker, a retry or a duplicate delivery would run them.
 */
type Step =
  | { kind: 'pay-khalti' }
  | { kind: 'pay-cash' }
  | { kind: 'approve' }
  | { kind: 'cancel'; by: 'customer' | 'admin' | 'delete' }
  | { kind: 'cancelled-event' }
  | { kind: 'refund-job'; khalti: (typeof KHALTI_REFUND_ANSWERS)[number]; finalAttempt: boolean }
  | { kind: 'retry-refund' }
  | { kind: 'settle-cash' }
  | { kind: 'reconcile' };

// Weighted so that most runs reach a refund and then go on: cancelled, refunded, failed, retried...
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: 'pay-khalti' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'pay-cash' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'approve' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      by: fc.constantFrom('customer' as const, 'admin' as const, 'delete' as const),
    }),
  },
  { weight: 3, arbitrary: fc.constant({ kind: 'cancelled-event' as const }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('refund-job' as const),
      khalti: fc.constantFrom(...KHALTI_REFUND_ANSWERS),
      finalAttempt: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'retry-refund' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'settle-cash' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'reconcile' as const }) },
);

/** How a run's order starts: most are paid first, so the steps after have money to give back. */
const start = fc.constantFrom<Step[]>(
  [{ kind: 'pay-khalti' }],
  [{ kind: 'pay-khalti' }, { kind: 'cancel', by: 'customer' }],
  [{ kind: 'pay-cash' }],
  [],
);

interface PaymentRow {
  id: string;
  method: 'khalti' | 'cod';
  pidx: string | null;
  status: 'completed' | 'initiated' | 'pending' | 'canceled' | 'expired' | 'failed';
  refundState:
    null | 'requested' | 'refunded' | 'partially-refunded' | 'failed' | 'cash-due' | 'cash-settled';
  refundedPaisa: number;
  amountPaisa: number;
}

describe('payment records and the order always agree (property)', () => {
  let api: TestApi;
  let khalti: TestKhalti;
  let customer: TestAccount;
  let admin: TestAccount;
  let productId: string;

  const commands = () => api.app.get(CommandBus);
  const sql = <T>(text: string, params: unknown[] = []) =>
    api.orm.em.getConnection().execute<T[]>(text, params);
  const paymentsOf = (orderId: string) =>
    sql<PaymentRow>(
      `select id, method, pidx, status, refund_state as "refundState", refunded_paisa as "refundedPaisa",
              amount_paisa as "amountPaisa" from payment where order_id = ?`,
      [orderId],
    );
  const orderRow = async (orderId: string) =>
    (
      await sql<{ status: string; paymentStatus: string; refunded: string; total: string }>(
        `select status, payment_status as "paymentStatus", refunded::text, total::text from customer_order where id = ?`,
        [orderId],
      )
    )[0]!;
  const clearFaults = () => fetch(new URL('/__sandbox/faults', khalti.sandbox.baseUrl), { method: 'DELETE' });

  async function run(orderId: string, next: Step): Promise<void> {
    const asCustomer = bearer(customer);
    const asAdmin = bearer(admin);
    switch (next.kind) {
      case 'pay-khalti': {
        const started = await request(api.http)
          .post('/api/payments/initiate-payment')
          .set(asCustomer)
          .send({ purchase_order_id: orderId });
        if (started.status !== 200) return; // not payable now: refused, nothing changes
        await khalti.complete(started.body.pidx);
        await request(api.http)
          .post('/api/payments/verify-khalti-lookup')
          .set(asCustomer)
          .send({ pidx: started.body.pidx });
        return;
      }
      case 'pay-cash': {
        const chosen = await request(api.http)
          .put(`/api/orders/${orderId}/payment`)
          .set(asCustomer)
          .send({ paymentMethod: 'cod' });
        if (chosen.status !== 200) return;
        await request(api.http)
          .put(`/api/orders/${orderId}/payment`)
          .set(asAdmin)
          .send({ paymentMethod: 'cod', paymentStatus: 'paid' });
        return;
      }
      case 'approve':
        await request(api.http).put(`/api/orders/${orderId}`).set(asAdmin).send({ status: 'Approved' });
        return;
      case 'cancel':
        if (next.by === 'customer')
          await request(api.http).patch(`/api/orders/${orderId}/cancel`).set(asCustomer);
        else if (next.by === 'delete')
          await request(api.http).delete(`/api/orders/${orderId}`).set(asCustomer);
        else await request(api.http).put(`/api/orders/${orderId}`).set(asAdmin).send({ status: 'Cancelled' });
        return;
      case 'cancelled-event':
        await commands().execute(new RefundCancelledOrderCommand(orderId));
        return;
      case 'refund-job': {
        const requested = (await paymentsOf(orderId)).find((payment) => payment.refundState === 'requested');
        if (!requested) return;
        if (next.khalti === 'refused')
          await khalti.fault({ endpoint: 'refund', status: 400, body: { detail: 'No.' } });
        if (next.khalti === 'timeout-after-refunding')
          await khalti.fault({ endpoint: 'refund', hang: true, afterProcessing: true });
        if (next.khalti === 'timeout') await khalti.fault({ endpoint: 'refund', hang: true });
        if (next.khalti === 'down') {
          await khalti.fault({ endpoint: 'refund', status: 503 });
          await khalti.fault({ endpoint: 'lookup', status: 503 });
        }
        // A job that throws is retried by the queue: here, by a later refund-job step.
        await commands()
          .execute(new RefundKhaltiPaymentCommand(requested.id, next.finalAttempt))
          .catch(() => undefined);
        await clearFaults();
        return;
      }
      case 'retry-refund':
        await request(api.http).post(`/api/orders/${orderId}/refund/retry`).set(asAdmin);
        return;
      case 'settle-cash':
        await request(api.http).post(`/api/orders/${orderId}/refund/cash-settled`).set(asAdmin);
        return;
      case 'reconcile':
        await commands().execute(new ReconcilePaymentsCommand(new Date(Date.now() + 10 * 60_000)));
        return;
    }
  }

  /** What must hold after every step, whatever the steps were. */
  async function expectAgreement(orderId: string, steps: Step[]): Promise<void> {
    const why = `after ${JSON.stringify(steps)}`;
    const order = await orderRow(orderId);
    const payments = await paymentsOf(orderId);
    const projection = projectOrderPayment(payments);
    // 1. The order shows exactly what its payment records say.
    expect(order.paymentStatus, why).toBe(projection.status);
    expect(Math.round(Number(order.refunded) * 100), why).toBe(projection.refundedPaisa);
    // 2. At most one payment kept money; nothing is refunded beyond it.
    const settled = payments.filter((payment) => payment.status === 'completed');
    expect(settled.length, why).toBeLessThanOrEqual(1);
    // 3. Money goes back only for a cancelled order, and then it is (being) given back, never kept silently.
    if (order.status !== 'Cancelled') expect(['pending', 'paid'], why).toContain(order.paymentStatus);
    // 4. Khalti agrees: a refund we record happened there, exactly once; none happened that we did not ask for.
    for (const payment of payments.filter((candidate) => candidate.method === 'khalti' && candidate.pidx)) {
      const atKhalti = khalti.sandbox.payment(payment.pidx!)!;
      expect(atKhalti.refunds.length, why).toBeLessThanOrEqual(1);
      if (payment.refundState === 'refunded') expect(atKhalti.status, why).toBe('Refunded');
      if (atKhalti.refunds.length > 0) expect(payment.refundState, why).not.toBe(null);
    }
  }

  beforeAll(async () => {
    khalti = await startTestKhalti();
    api = await startTestApi(testConfig({ ...khalti.env, KHALTI_TIMEOUT_MS: '150' }));
    await resetDatabase(api.orm);
    admin = await anAdmin(api);
    await seedProducts(api.app, [aProduct({ slug: 'leash', price: '1250.00', stock: 1_000_000 })]);
    productId = await productIdBySlug(api.orm, 'leash');
  });
  afterAll(async () => {
    await api.close();
    await khalti.stop();
  });

  it('after any sequence of pay, cancel, refund (done, refused, timing out), retry and reconcile', async () => {
    await fc.assert(
      fc.asyncProperty(start, fc.array(step, { minLength: 1, maxLength: 12 }), async (first, then) => {
        const steps = [...first, ...then];
        await clearRateLimits(api);
        customer = await signUp(api);
        const placed = await placeOrder(api, customer, [{ productId, quantity: 1 }]).expect(201);
        const done: Step[] = [];
        for (const next of steps) {
          await run(placed.body.id, next);
          done.push(next);
          await expectAgreement(placed.body.id, done);
        }
        // However it ended, once the jobs have run to the end a cancelled order's Khalti money is back.
        const order = await orderRow(placed.body.id);
        if (order.status === 'Cancelled' && order.paymentStatus !== 'pending') {
          await run(placed.body.id, { kind: 'cancelled-event' });
          await run(placed.body.id, { kind: 'retry-refund' });
          await run(placed.body.id, { kind: 'refund-job', khalti: 'ok', finalAttempt: false });
          await run(placed.body.id, { kind: 'settle-cash' });
          await expectAgreement(placed.body.id, [...done, { kind: 'reconcile' }]);
          expect((await orderRow(placed.body.id)).paymentStatus, JSON.stringify(steps)).toBe('refunded');
        }
      }),
      { numRuns: 50 },
    );
  }, 180_000);
});
