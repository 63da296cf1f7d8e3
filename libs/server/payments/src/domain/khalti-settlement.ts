import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { OrderPayments } from '@kukur/server-ordering';
import type { KhaltiLookupResponse } from '../khalti/khalti-api';
import { showPaymentsOnOrder } from './order-payment-projection';
import { PaymentRefunds } from './payment-refunds';
import { Payment, PaymentState } from './payment.entity';

/** What a lookup meant for the payment, for the caller to answer with. */
export type SettlementOutcome =
  'paid' | 'already-paid' | 'pending' | 'canceled' | 'expired' | 'refunded' | 'rejected';

type OpenLookupStatus = Exclude<
  KhaltiLookupResponse['status'],
  'Completed' | 'Refunded' | 'Partially Refunded'
>;

const STATE_OF: Record<OpenLookupStatus, PaymentState> = {
  Pending: 'pending',
  Initiated: 'initiated',
  Expired: 'expired',
  'User canceled': 'canceled',
};

/** A payment as a lookup left it. */
export interface Settlement {
  outcome: SettlementOutcome;
  /** Khalti's own status at that lookup. */
  providerStatus: string | null;
  transactionId: string | null;
}

/**
 * Applies what Khalti's lookup says to one payment and its order, under the payment's row lock, so any
 * number of simultaneous verifications (the browser, a retry, the reconciliation job) change it once. An
 * order is paid only for `Completed` with exactly the amount this payment asked for; the callback's own
 * query values are never used.
 */
@Injectable()
export class KhaltiSettlement {
  private readonly logger = new Logger(KhaltiSettlement.name);

  constructor(
    private readonly orders: OrderPayments,
    private readonly refunds: PaymentRefunds,
  ) {}

  async apply(em: EntityManager, paymentId: string, lookup: KhaltiLookupResponse): Promise<Settlement> {
    return em.fork().transactional(async (tx) => {
      const payment = await tx.findOneOrFail(Payment, paymentId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const outcome = await this.decide(tx, payment, lookup);
      await showPaymentsOnOrder(tx, this.orders, payment.orderId);
      return { outcome, providerStatus: payment.providerStatus, transactionId: payment.transactionId };
    });
  }

  private async decide(
    tx: EntityManager,
    payment: Payment,
    lookup: KhaltiLookupResponse,
  ): Promise<SettlementOutcome> {
    payment.lastCheckedAt = new Date();
    if (payment.status === 'completed') return 'already-paid';
    if (lookup.pidx !== payment.pidx) return this.reject(payment, `lookup answered for pidx ${lookup.pidx}`);
    payment.providerStatus = lookup.status;
    if (lookup.status === 'Refunded' || lookup.status === 'Partially Refunded') {
      // Paid and given back before we saw it paid: the shop holds none of this money, so it pays nothing.
      this.reject(payment, `Khalti says ${lookup.status} before the payment was confirmed here`);
      return 'refunded';
    }
    if (lookup.status !== 'Completed') {
      const state = STATE_OF[lookup.status];
      payment.status = state;
      return state === 'initiated' ? 'pending' : (state as SettlementOutcome);
    }
    if (lookup.total_amount !== payment.amountPaisa) {
      return this.reject(
        payment,
        `Khalti says ${lookup.total_amount} paisa, the order asked ${payment.amountPaisa}`,
      );
    }
    const paid = await this.orders.markPaid(tx, payment.orderId, 'khalti', lookup.transaction_id);
    if (!paid) {
      // Paid twice (another link of the same order completed first): keep it visible for a refund.
      return this.reject(payment, 'the order was already paid by another payment: refund due');
    }
    payment.status = 'completed';
    payment.transactionId = lookup.transaction_id;
    payment.completedAt = new Date();
    // Paid after the order was cancelled (the customer paid on Khalti's page meanwhile): it goes back.
    if ((await this.orders.lock(tx, payment.orderId)).status === 'Cancelled')
      await this.refunds.request(tx, payment);
    return 'paid';
  }

  private reject(payment: Payment, reason: string): SettlementOutcome {
    this.logger.error(
      { paymentId: payment.id, orderId: payment.orderId, pidx: payment.pidx, reason },
      'Khalti payment refused',
    );
    payment.status = 'failed';
    payment.failureReason = reason.slice(0, 300);
    return 'rejected';
  }
}
