import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { AppConfig } from '@kukur/server-kernel';
import { APP_CONFIG } from '@kukur/server-kernel';
import { OrderPayments } from '@kukur/server-ordering';
import { KhaltiSettlement } from '../../domain/khalti-settlement';
import { PaymentRefunds } from '../../domain/payment-refunds';
import { Payment } from '../../domain/payment.entity';
import { KhaltiError } from '../../khalti/khalti-api';
import { KhaltiClient } from '../../khalti/khalti-client';
import { ReconcilePaymentsCommand, ReconciliationReport } from './reconcile-payments.command';

const BATCH = 100;
/** A payment this fresh is probably still on Khalti's page: leave it to the customer's own return. */
const SETTLE_AFTER_MS = 30_000;
/** A refund asked for this recently is the refund job's to finish. */
const REFUND_SETTLE_AFTER_MS = 5 * 60_000;

@CommandHandler(ReconcilePaymentsCommand)
export class ReconcilePaymentsHandler implements ICommandHandler<ReconcilePaymentsCommand> {
  private readonly logger = new Logger(ReconcilePaymentsHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly khalti: KhaltiClient,
    private readonly settlement: KhaltiSettlement,
    private readonly orders: OrderPayments,
    private readonly refunds: PaymentRefunds,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ now }: ReconcilePaymentsCommand): Promise<ReconciliationReport> {
    const report: ReconciliationReport = { checked: 0, paid: 0, released: 0, refunded: 0 };
    if (this.khalti.enabled) {
      await this.settleOpenPayments(now, report);
      await this.settleOpenRefunds(now, report);
    }
    await this.releaseAbandonedOrders(now, report);
    return report;
  }

  private async settleOpenPayments(now: Date, report: ReconciliationReport): Promise<void> {
    const open = await this.em.fork().find(
      Payment,
      {
        method: 'khalti',
        status: { $in: ['initiated', 'pending'] },
        createdAt: { $lt: new Date(now.getTime() - SETTLE_AFTER_MS) },
      },
      { orderBy: { lastCheckedAt: 'asc nulls first', createdAt: 'asc' }, limit: BATCH },
    );
    for (const payment of open) {
      try {
        const { outcome } = await this.settlement.apply(
          this.em,
          payment.id,
          await this.khalti.lookup(payment.pidx!),
        );
        report.checked += 1;
        if (outcome === 'paid') report.paid += 1;
      } catch (error) {
        if (error instanceof KhaltiError && error.kind === 'unavailable') break; // try again next run
        this.logger.error({ err: error, paymentId: payment.id }, 'Could not reconcile a payment');
      }
    }
  }

  /** Refunds requested long ago, or failed: Khalti's lookup says `Refunded` if the money went back after all. */
  private async settleOpenRefunds(now: Date, report: ReconciliationReport): Promise<void> {
    const open = await this.em.fork().find(
      Payment,
      {
        method: 'khalti',
        status: 'completed',
        refundState: { $in: ['requested', 'failed'] },
        refundRequestedAt: { $lt: new Date(now.getTime() - REFUND_SETTLE_AFTER_MS) },
      },
      { orderBy: { lastCheckedAt: 'asc nulls first', refundRequestedAt: 'asc' }, limit: BATCH },
    );
    for (const { id, pidx } of open) {
      try {
        const lookup = await this.khalti.lookup(pidx!);
        report.checked += 1;
        const settled = await this.em.fork().transactional(async (tx) => {
          const payment = await tx.findOneOrFail(Payment, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
          payment.lastCheckedAt = new Date();
          return lookup.status === 'Refunded' && this.refunds.complete(tx, payment, lookup.total_amount);
        });
        if (settled) report.refunded += 1;
      } catch (error) {
        if (error instanceof KhaltiError && error.kind === 'unavailable') break; // try again next run
        this.logger.error({ err: error, paymentId: id }, 'Could not reconcile a refund');
      }
    }
  }

  private async releaseAbandonedOrders(now: Date, report: ReconciliationReport): Promise<void> {
    const graceStart = new Date(now.getTime() - this.config.UNPAID_ORDER_GRACE_MINUTES * 60_000);
    // Orders whose every payment attempt was a Khalti link that ended without money, the last long enough ago.
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ order_id: string }[]>(
        `select order_id from payment
        group by order_id
       having bool_and(method = 'khalti' and status in ('expired', 'canceled', 'failed'))
          and max(coalesce(expires_at, updated_at)) < ?
        limit ?`,
        [graceStart, BATCH],
      );
    for (const { order_id: orderId } of rows) {
      const released = await this.em.fork().transactional((tx) => this.orders.releaseUnpaid(tx, orderId));
      if (released) {
        report.released += 1;
        this.logger.log({ orderId }, 'Released an unpaid Khalti order and its stock');
      }
    }
  }
}
