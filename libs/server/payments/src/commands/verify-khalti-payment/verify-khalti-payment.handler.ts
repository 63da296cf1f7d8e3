import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { PAYMENT_ERROR_CODES, PAYMENT_MESSAGES } from '@kukur/contracts';
import { AppError, NotFoundError } from '@kukur/server-kernel';
import { GetOrderQuery } from '@kukur/server-ordering';
import { khaltiFailure } from '../../domain/khalti-failure';
import { KhaltiSettlement, Settlement, SettlementOutcome } from '../../domain/khalti-settlement';
import { Payment } from '../../domain/payment.entity';
import { VerifiedPaymentDto } from '../../http/payment.dto';
import { KhaltiClient } from '../../khalti/khalti-client';
import { VerifyKhaltiPaymentCommand } from './verify-khalti-payment.command';

const MESSAGE_OF: Record<SettlementOutcome, string> = {
  paid: PAYMENT_MESSAGES.paid,
  'already-paid': PAYMENT_MESSAGES.paid,
  pending: PAYMENT_MESSAGES.pending,
  canceled: PAYMENT_MESSAGES.canceled,
  expired: PAYMENT_MESSAGES.expired,
  refunded: PAYMENT_MESSAGES.refunded,
  rejected: PAYMENT_MESSAGES.verificationFailed,
};

function isGivenBack(payment: Payment): boolean {
  return payment.refundState === 'refunded' || payment.refundState === 'partially-refunded';
}

@CommandHandler(VerifyKhaltiPaymentCommand)
export class VerifyKhaltiPaymentHandler implements ICommandHandler<VerifyKhaltiPaymentCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly khalti: KhaltiClient,
    private readonly settlement: KhaltiSettlement,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ customer, pidx }: VerifyKhaltiPaymentCommand): Promise<VerifiedPaymentDto> {
    // Only a pidx this customer started: another's (or a made-up one) is simply not found.
    const payment = await this.em.fork().findOne(Payment, { pidx, userId: customer.id, method: 'khalti' });
    if (!payment)
      throw new NotFoundError(PAYMENT_ERROR_CODES.PAYMENT_NOT_FOUND, PAYMENT_MESSAGES.paymentNotFound);
    const settled: Settlement =
      payment.status === 'completed'
        ? {
            // Our records know what became of it; a refund is reported as Khalti's lookup would.
            outcome: isGivenBack(payment) ? 'refunded' : 'already-paid',
            providerStatus: isGivenBack(payment)
              ? payment.refundState === 'refunded'
                ? 'Refunded'
                : 'Partially Refunded'
              : payment.providerStatus,
            transactionId: payment.transactionId,
          }
        : await this.settlement.apply(
            this.em,
            payment.id,
            await this.khalti.lookup(pidx).catch((error: unknown) => {
              throw khaltiFailure(error, PAYMENT_MESSAGES.verifyFailed);
            }),
          );
    const { outcome } = settled;
    if (outcome === 'rejected') {
      throw new AppError(PAYMENT_ERROR_CODES.VERIFICATION_FAILED, PAYMENT_MESSAGES.verificationFailed, 402);
    }
    const order = await this.queryBus.execute(new GetOrderQuery(customer, payment.orderId));
    return {
      success: outcome === 'paid' || outcome === 'already-paid',
      status: outcome,
      message: MESSAGE_OF[outcome],
      data: {
        pidx,
        status: settled.providerStatus,
        transaction_id: settled.transactionId,
        idx: settled.transactionId,
        total_amount: payment.amountPaisa,
      },
      orderDetails: order,
      orderItems: order.items,
    };
  }
}
