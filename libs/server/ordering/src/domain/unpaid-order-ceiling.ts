import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { MONEY_RECEIVED_PAYMENT_STATUSES, ORDERING_ERROR_CODES, ORDERING_MESSAGES } from '@kukur/contracts';
import type { AppConfig } from '@kukur/server-kernel';
import { APP_CONFIG, minutesOf, TooManyRequestsError } from '@kukur/server-kernel';
import { Order } from './order.entity';

/**
 * The ceiling on a customer's unpaid orders (MAX_UNPAID_ORDERS_PER_CUSTOMER), so one account cannot hold the
 * shop's stock with orders it never pays. Unpaid: still Pending and no money received, i.e. a Khalti order not
 * paid yet, or a cash-on-delivery order the shop has not approved yet (once approved it is on its way and the
 * cash is due on delivery, so it no longer counts).
 */
@Injectable()
export class UnpaidOrderCeiling {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * Refuses (429) the order being placed in `tx` when the customer already has the ceiling's number of unpaid
   * orders. Takes a transaction-scoped advisory lock on the customer first, so orders placed at once are
   * counted one after the other and never pass the ceiling together.
   */
  async admit(tx: EntityManager, userId: string): Promise<void> {
    await tx.execute(`select pg_advisory_xact_lock(hashtextextended('unpaid-orders:' || ?::text, 0))`, [
      userId,
    ]);
    const ceiling = this.config.MAX_UNPAID_ORDERS_PER_CUSTOMER;
    const unpaid = await tx.count(Order, {
      userId,
      status: 'Pending',
      paymentStatus: { $nin: [...MONEY_RECEIVED_PAYMENT_STATUSES] },
    });
    if (unpaid < ceiling) return;
    // An unpaid Khalti order is cancelled UNPAID_ORDER_GRACE_MINUTES after its payment link expired.
    const retryAfterSeconds = Math.max(60, this.config.UNPAID_ORDER_GRACE_MINUTES * 60);
    throw new TooManyRequestsError(
      ORDERING_ERROR_CODES.TOO_MANY_UNPAID_ORDERS,
      ORDERING_MESSAGES.tooManyUnpaidOrders(unpaid, minutesOf(retryAfterSeconds)),
      retryAfterSeconds,
    );
  }
}
