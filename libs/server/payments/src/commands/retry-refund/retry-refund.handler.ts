import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { PAYMENT_ERROR_CODES, PAYMENT_MESSAGES } from '@kukur/contracts';
import { ConflictError } from '@kukur/server-kernel';
import { GetOrderQuery, OrderDto, OrderPayments } from '@kukur/server-ordering';
import { PaymentRefunds } from '../../domain/payment-refunds';
import { RetryRefundCommand } from './retry-refund.command';

@CommandHandler(RetryRefundCommand)
export class RetryRefundHandler implements ICommandHandler<RetryRefundCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrderPayments,
    private readonly refunds: PaymentRefunds,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ admin, orderId }: RetryRefundCommand): Promise<OrderDto> {
    await this.em.fork().transactional(async (tx) => {
      await this.orders.find(tx, orderId); // 404 for an unknown order
      const payment = await this.refunds.settledPaymentOf(tx, orderId);
      if (!(await this.refunds.retry(tx, payment))) {
        throw new ConflictError(PAYMENT_ERROR_CODES.NO_FAILED_REFUND, PAYMENT_MESSAGES.noFailedRefund);
      }
    });
    return this.queryBus.execute(new GetOrderQuery(admin, orderId));
  }
}
