import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { PAYMENT_ERROR_CODES, PAYMENT_MESSAGES } from '@kukur/contracts';
import { ConflictError } from '@kukur/server-kernel';
import { GetOrderQuery, OrderDto, OrderPayments } from '@kukur/server-ordering';
import { PaymentRefunds } from '../../domain/payment-refunds';
import { SettleCashRefundCommand } from './settle-cash-refund.command';

@CommandHandler(SettleCashRefundCommand)
export class SettleCashRefundHandler implements ICommandHandler<SettleCashRefundCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrderPayments,
    private readonly refunds: PaymentRefunds,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ admin, orderId }: SettleCashRefundCommand): Promise<OrderDto> {
    await this.em.fork().transactional(async (tx) => {
      await this.orders.find(tx, orderId); // 404 for an unknown order
      const payment = await this.refunds.settledPaymentOf(tx, orderId);
      if (payment?.refundState !== 'cash-due') {
        throw new ConflictError(PAYMENT_ERROR_CODES.NO_CASH_REFUND_DUE, PAYMENT_MESSAGES.noCashRefundDue);
      }
      await this.refunds.complete(tx, payment, payment.amountPaisa - payment.refundedPaisa);
    });
    return this.queryBus.execute(new GetOrderQuery(admin, orderId));
  }
}
