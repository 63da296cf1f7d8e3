import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PaymentRefunds } from '../../domain/payment-refunds';
import { Payment } from '../../domain/payment.entity';
import { KhaltiError } from '../../khalti/khalti-api';
import { KhaltiClient } from '../../khalti/khalti-client';
import { KhaltiRefundOutcome, RefundKhaltiPaymentCommand } from './refund-khalti-payment.command';

interface Claim {
  pidx: string | null;
  transactionId: string | null;
  /** Paisa still to give back. */
  amountPaisa: number;
  /** An earlier call to Khalti may have been carried out: look before asking again. */
  unsure: boolean;
}

/** What Khalti's lookup says of a payment's refund. */
type KhaltiRefundState = { refundedPaisa: number } | 'partially-refunded' | 'not-refunded';

const PARTIAL_ELSEWHERE =
  'Khalti reports a partial refund made outside the shop; refund the rest in Khalti’s merchant dashboard.';

@CommandHandler(RefundKhaltiPaymentCommand)
export class RefundKhaltiPaymentHandler implements ICommandHandler<RefundKhaltiPaymentCommand> {
  private readonly logger = new Logger(RefundKhaltiPaymentHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly khalti: KhaltiClient,
    private readonly refunds: PaymentRefunds,
  ) {}

  async execute({ paymentId, finalAttempt }: RefundKhaltiPaymentCommand): Promise<KhaltiRefundOutcome> {
    const claim = await this.claim(paymentId);
    if (!claim) return 'nothing-to-do';
    try {
      if (claim.unsure && claim.pidx) {
        const atKhalti = await this.refundAtKhalti(claim.pidx);
        if (atKhalti !== 'not-refunded') return this.settle(paymentId, atKhalti);
      }
      if (!claim.transactionId) return this.fail(paymentId, 'The payment has no Khalti transaction id.');
      await this.recordAttempt(paymentId);
      await this.khalti.refund(claim.transactionId);
      this.logger.log({ paymentId, amountPaisa: claim.amountPaisa }, 'Khalti refunded a payment');
      return this.settle(paymentId, { refundedPaisa: claim.amountPaisa });
    } catch (error) {
      if (!(error instanceof KhaltiError)) throw error;
      if (error.kind === 'validation' || error.kind === 'not-found') {
        // Refused, perhaps because it is refunded already (an answer lost earlier, or done by hand): look.
        const atKhalti = claim.pidx
          ? await this.refundAtKhalti(claim.pidx).catch(() => 'not-refunded' as const)
          : 'not-refunded';
        if (atKhalti !== 'not-refunded') return this.settle(paymentId, atKhalti);
        return this.fail(paymentId, `Khalti refused the refund: ${error.customerMessage ?? error.message}`);
      }
      if (!finalAttempt) throw error; // the job is retried with backoff
      return this.fail(paymentId, `Khalti could not be reached (${error.message}); retry when it is back.`);
    }
  }

  private claim(paymentId: string): Promise<Claim | null> {
    return this.em.fork().transactional(async (tx) => {
      const payment = await tx.findOne(Payment, paymentId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!payment || payment.method !== 'khalti' || payment.refundState !== 'requested') return null;
      return {
        pidx: payment.pidx,
        transactionId: payment.transactionId,
        amountPaisa: payment.amountPaisa - payment.refundedPaisa,
        unsure: payment.refundAttempts > 0,
      };
    });
  }

  /** Committed before Khalti is called, so a call whose answer is lost (time-out, crash) is known to have been made. */
  private async recordAttempt(paymentId: string): Promise<void> {
    await this.onPayment(paymentId, async (_tx, payment) => {
      payment.refundAttempts += 1;
      payment.refundAttemptedAt = new Date();
    });
  }

  private async refundAtKhalti(pidx: string): Promise<KhaltiRefundState> {
    const lookup = await this.khalti.lookup(pidx);
    if (lookup.status === 'Refunded') return { refundedPaisa: lookup.total_amount };
    if (lookup.status === 'Partially Refunded') return 'partially-refunded';
    return 'not-refunded';
  }

  private settle(
    paymentId: string,
    atKhalti: Exclude<KhaltiRefundState, 'not-refunded'>,
  ): Promise<KhaltiRefundOutcome> {
    if (atKhalti === 'partially-refunded') return this.fail(paymentId, PARTIAL_ELSEWHERE);
    return this.onPayment(paymentId, async (tx, payment): Promise<KhaltiRefundOutcome> => {
      await this.refunds.complete(tx, payment, atKhalti.refundedPaisa);
      return 'refunded';
    });
  }

  private fail(paymentId: string, reason: string): Promise<KhaltiRefundOutcome> {
    return this.onPayment(paymentId, async (tx, payment) => {
      await this.refunds.fail(tx, payment, reason);
      return payment.refundState === 'failed' ? 'failed' : 'nothing-to-do';
    });
  }

  private onPayment<T>(
    paymentId: string,
    change: (tx: EntityManager, payment: Payment) => Promise<T>,
  ): Promise<T> {
    return this.em.fork().transactional(async (tx) => {
      const payment = await tx.findOneOrFail(Payment, paymentId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      return change(tx, payment);
    });
  }
}
