import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { KHALTI_MIN_AMOUNT_PAISA, PAYMENT_ERROR_CODES, PAYMENT_MESSAGES } from '@kukur/contracts';
import type { AppConfig } from '@kukur/server-kernel';
import { APP_CONFIG, AppError } from '@kukur/server-kernel';
import { OrderPayments, PayableOrder } from '@kukur/server-ordering';
import { showPaymentsOnOrder } from '../../domain/order-payment-projection';
import { Payment } from '../../domain/payment.entity';
import { khaltiFailure } from '../../domain/khalti-failure';
import { InitiatedPaymentDto } from '../../http/payment.dto';
import { KhaltiInitiateRequest } from '../../khalti/khalti-api';
import { KhaltiClient } from '../../khalti/khalti-client';
import { InitiateKhaltiPaymentCommand } from './initiate-khalti-payment.command';

@CommandHandler(InitiateKhaltiPaymentCommand)
export class InitiateKhaltiPaymentHandler implements ICommandHandler<InitiateKhaltiPaymentCommand> {
  private readonly publicUrl: string;

  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrderPayments,
    private readonly khalti: KhaltiClient,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.publicUrl = config.PUBLIC_URL.replace(/\/$/, '');
  }

  async execute({ customer, orderId }: InitiateKhaltiPaymentCommand): Promise<InitiatedPaymentDto> {
    if (!this.khalti.enabled) {
      throw new AppError(PAYMENT_ERROR_CODES.KHALTI_UNAVAILABLE, PAYMENT_MESSAGES.khaltiUnavailable, 503);
    }
    // Checked before calling Khalti (and again under lock after), so a doomed request costs no link.
    const order = await this.orders.payable(this.em.fork(), orderId, customer.id);
    if (order.totalPaisa < KHALTI_MIN_AMOUNT_PAISA) {
      throw new AppError(PAYMENT_ERROR_CODES.AMOUNT_TOO_SMALL, PAYMENT_MESSAGES.amountTooSmall, 400);
    }
    const link = await this.khalti.initiate(this.requestFor(order)).catch((error: unknown) => {
      throw khaltiFailure(error, PAYMENT_MESSAGES.initiateFailed);
    });
    await this.em.fork().transactional(async (tx) => {
      await this.orders.choose(tx, order.id, 'khalti', link.pidx);
      tx.create(Payment, {
        orderId: order.id,
        userId: customer.id,
        method: 'khalti',
        pidx: link.pidx,
        amountPaisa: order.totalPaisa,
        status: 'initiated',
        expiresAt: new Date(link.expires_at),
      });
      await showPaymentsOnOrder(tx, this.orders, order.id);
    });
    return {
      pidx: link.pidx,
      payment_url: link.payment_url,
      expires_at: link.expires_at,
      amount: order.totalPaisa,
      orderId: order.id,
    };
  }

  /** Everything Khalti is told comes from the order: amount, lines and the customer. */
  private requestFor(order: PayableOrder): KhaltiInitiateRequest {
    return {
      return_url: `${this.publicUrl}/payment-success`,
      website_url: this.publicUrl,
      amount: order.totalPaisa,
      purchase_order_id: order.id,
      purchase_order_name: `Kukur Pasal order ${order.id.slice(-8).toUpperCase()}`,
      customer_info: { name: order.customerName, email: order.email, phone: order.phoneNumber },
      amount_breakdown: [
        // Khalti wants the breakdown to add up to the amount; a negative discount line is not documented.
        {
          label:
            order.discountPercent === null
              ? 'Subtotal'
              : `Subtotal less ${order.discountPercent}% first-order discount`,
          amount: order.totalPaisa,
        },
        { label: 'Shipping', amount: 0 },
      ],
      product_details: order.items.map((item) => ({
        identity: item.productId,
        name: item.name,
        quantity: item.quantity,
        unit_price: item.unitPricePaisa,
        total_price: item.unitPricePaisa * item.quantity,
      })),
    };
  }
}
