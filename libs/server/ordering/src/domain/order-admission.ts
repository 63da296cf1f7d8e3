import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MONEY_RECEIVED_PAYMENT_STATUSES } from '@kukur/contracts';
import { textArray } from '@kukur/server-kernel';
import { FirstOrderOffers } from './first-order-offer';
import { UnpaidOrderCeiling } from './unpaid-order-ceiling';

/**
 * What a customer's order must pass before it is stored: the unpaid-order ceiling (429), and whether it is the
 * customer's first order (the first-order offer). It takes a transaction-scoped advisory lock on the customer
 * first, so orders placed at once are admitted one after the other: they never pass the ceiling together, and
 * only one of them is the first (the unique partial index customer_order_one_first_order_discount backs this
 * up). The questions come after the lock, in a statement of their own, so orders committed while the lock was
 * awaited count.
 */
@Injectable()
export class OrderAdmission {
  constructor(
    private readonly ceiling: UnpaidOrderCeiling,
    private readonly offers: FirstOrderOffers,
  ) {}

  /** Admits `userId`'s order on `tx` (or throws); answers the first-order rate it gets, or null. */
  async admit(tx: EntityManager, userId: string): Promise<{ discountPercent: number | null }> {
    await tx.execute(`select pg_advisory_xact_lock(hashtextextended('placing-order:' || ?::text, 0))`, [
      userId,
    ]);
    // Both questions in one statement: unpaid orders are counted among the customer's Pending ones (a partial
    // index, a handful of rows under the ceiling); the offer asks only whether one order that is not cancelled
    // exists, so a loyal customer's hundreds of orders cost the same as one.
    const [found] = await tx.execute<{ unpaid: number; has_open_order: boolean }[]>(
      `select (select count(*)::int from customer_order
                where user_id = ? and status = 'Pending' and payment_status <> all(?::text[])) as unpaid,
              exists (select 1 from customer_order where user_id = ? and status <> 'Cancelled') as has_open_order`,
      [userId, textArray(MONEY_RECEIVED_PAYMENT_STATUSES), userId],
    );
    this.ceiling.check(found!.unpaid);
    return { discountPercent: this.offers.rateFor(found!.has_open_order) };
  }
}
