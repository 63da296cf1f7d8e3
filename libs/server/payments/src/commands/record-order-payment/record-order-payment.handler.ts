import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { PAYMENT_ERROR_CODES, PAYMENT_MESSAGES } from '@kukur/contracts';
import { AppError, ConflictError, ForbiddenError } from '@kukur/server-kernel';
import { GetOrderQuery, OrderDto, OrderPayments } from '@kukur/server-ordering';
import { showPaymentsOnOrder } from '../../domain/order-payment-projection';
import { Payment } from '../../domain/payment.entity';
import { RecordOrderPaymentCommand } from './record-order-payment.command';

@CommandHandler(RecordOrderPaymentCommand)
export class RecordOrderPaymentHandler implements ICommandHandler<RecordOrderPaymentCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrderPayments,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({
    actor,
    orderId,
    paymentMethod,
    paymentStatus,
  }: RecordOrderPaymentCommand): Promise<OrderDto> {
    if (paymentMethod !== 'cod') {
      // Khalti is paid through initiate-payment and verified with Khalti, never by saying so here.
      throw new AppError(PAYMENT_ERROR_CODES.NOT_CASH_ON_DELIVERY, PAYMENT_MESSAGES.notCashOnDelivery, 400);
    }
    if (paymentStatus === 'paid') await this.markCashReceived(actor, orderId);
    else if (paymentStatus === undefined || paymentStatus === 'pending')
      await this.chooseCash(actor, orderId);
    else throw new AppError('COMMON.VALIDATION_FAILED', 'paymentStatus must be pending or paid', 400);
    return this.queryBus.execute(new GetOrderQuery(actor, orderId));
  }

  private async chooseCash(actor: RecordOrderPaymentCommand['actor'], orderId: string): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const ownerId = actor.role === 'admin' ? undefined : actor.id;
      const order = await this.orders.choose(tx, orderId, 'cod', null, ownerId);
      const open = await tx.findOne(Payment, { orderId: order.id, method: 'cod', status: 'pending' });
      if (!open) {
        tx.create(Payment, {
          orderId: order.id,
          userId: order.userId,
          method: 'cod',
          amountPaisa: order.totalPaisa,
          status: 'pending',
        });
      }
      await showPaymentsOnOrder(tx, this.orders, order.id);
    });
  }

  private async markCashReceived(actor: RecordOrderPaymentCommand['actor'], orderId: string): Promise<void> {
    if (actor.role !== 'admin') throw new ForbiddenError(undefined, 'Only the shop marks cash as received.');
    await this.em.fork().transactional(async (tx) => {
      const order = await this.orders.lock(tx, orderId);
      if (order.paymentMethod !== 'cod') {
        throw new ConflictError(PAYMENT_ERROR_CODES.NOT_CASH_ON_DELIVERY, PAYMENT_MESSAGES.notCashOnDelivery);
      }
      if (order.status === 'Cancelled') {
        throw new ConflictError(PAYMENT_ERROR_CODES.NOT_PAYABLE, PAYMENT_MESSAGES.notPayable, {
          status: order.status,
        });
      }
      if (!(await this.orders.markPaid(tx, order.id, 'cod', null))) return;
      const open = await tx.findOne(Payment, { orderId: order.id, method: 'cod', status: 'pending' });
      if (open) {
        open.status = 'completed';
        open.completedAt = new Date();
      }
      await showPaymentsOnOrder(tx, this.orders, order.id);
    });
  }
}
