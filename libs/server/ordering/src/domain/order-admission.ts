import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MONEY_RECEIVED_PAYMENT_STATUSES } from '@kukur/contracts';
import { FirstOrderOffers } from './first-order-offer';
import { UnpaidOrderCeiling } from './unpaid-order-ceiling';

/**
 * What a customer's order must pass before it takes any stock: the unpaid-order ceiling (429), and whether it
 * is the customer's first order (the first-order offer). Takes a transaction-scoped advisory lock on the
 * customer first, so orders placed at once are admitted one after the other: they never pass the ceiling
 * together, and only one of them is the first (the unique partial index customer_order_one_first_order_discount
 * backs this up). The lock and both questions are one database function (migration
 * Migration20261129400000_order_admission_by_index), so one round trip: every statement of an order costs the
 * API and PostgreSQL a socket write each way.
 */
@Injectable()
export class OrderAdmission {
  constructor(
    private readonly ceiling: UnpaidOrderCeiling,
    private readonly offers: FirstOrderOffers,
  ) {}

  /** Admits the order being placed in `tx` (or throws); answers the first-order rate it gets, or null. */
  async admit(tx: EntityManager, userId: string): Promise<{ discountPercent: number | null }> {
    // On the transaction's own connection (tx.execute), so the lock lasts until it commits or rolls back.
    const [found] = await tx.execute<{ unpaid: number; has_open_order: boolean }[]>(
      'select unpaid, has_open_order from admit_customer_order(?, ?::text[])',
      [userId, `{${MONEY_RECEIVED_PAYMENT_STATUSES.join(',')}}`],
    );
    this.ceiling.check(found!.unpaid);
    return { discountPercent: this.offers.rateFor(found!.has_open_order) };
  }
}
