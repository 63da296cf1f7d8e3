import { Inject, Injectable } from '@nestjs/common';
import { ORDERING_ERROR_CODES, ORDERING_MESSAGES } from '@kukur/contracts';
import type { AppConfig } from '@kukur/server-kernel';
import { APP_CONFIG, minutesOf, TooManyRequestsError } from '@kukur/server-kernel';

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
   * Refuses (429) the order being placed when the customer already has `unpaid` orders, the ceiling's number
   * or more (counted under the customer's lock: see OrderAdmission).
   */
  check(unpaid: number): void {
    if (unpaid < this.config.MAX_UNPAID_ORDERS_PER_CUSTOMER) return;
    // An unpaid Khalti order is cancelled UNPAID_ORDER_GRACE_MINUTES after its payment link expired.
    const retryAfterSeconds = Math.max(60, this.config.UNPAID_ORDER_GRACE_MINUTES * 60);
    throw new TooManyRequestsError(
      ORDERING_ERROR_CODES.TOO_MANY_UNPAID_ORDERS,
      ORDERING_MESSAGES.tooManyUnpaidOrders(unpaid, minutesOf(retryAfterSeconds)),
      retryAfterSeconds,
    );
  }
}
