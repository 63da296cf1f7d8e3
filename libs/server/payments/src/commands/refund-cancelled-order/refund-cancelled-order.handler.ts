import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { OrderPayments } from '@kukur/server-ordering';
import { PaymentRefunds, RefundRequestOutcome } from '../../domain/payment-refunds';
import { RefundCancelledOrderCommand } from './refund-cancelled-order.command';

@CommandHandler(RefundCancelledOrderCommand)
export class RefundCancelledOrderHandler implements ICommandHandler<RefundCancelledOrderCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrderPayments,
    private readonly refunds: PaymentRefunds,
  ) {}

  async execute({ orderId }: RefundCancelledOrderCommand): Promise<RefundRequestOutcome> {
    return this.em.fork().transactional(async (tx) => {
      // The payment's lock first, then the order's: the order in which settlement takes them.
      const payment = await this.refunds.settledPaymentOf(tx, orderId);
      if (!payment) return 'nothing-to-refund';
      const order = await this.orders.lock(tx, orderId);
      if (order.status !== 'Cancelled') return 'nothing-to-refund';
      return this.refunds.request(tx, payment);
    });
  }
}
