import { Injectable } from '@nestjs/common';
import { MONEY_RECEIVED_PAYMENT_STATUSES } from '@kukur/contracts';
import type { SqlStatement } from '@kukur/server-kernel';
import { FirstOrderOffers } from './first-order-offer';
import { UnpaidOrderCeiling } from './unpaid-order-ceiling';

/** What the admission statement answers about the customer, under their lock. */
interface AdmissionRow {
  unpaid: number;
  has_open_order: boolean;
}

/**
 * What a customer's order must pass before it is stored: the unpaid-order ceiling (429), and whether it is the
 * customer's first order (the first-order offer). Its statement takes a transaction-scoped advisory lock on the
 * customer first, so orders placed at once are admitted one after the other: they never pass the ceiling
 * together, and only one of them is the first (the unique partial index customer_order_one_first_order_discount
 * backs this up). The lock and both questions are one database function (migration
 * Migration20261129400000_order_admission_by_index), so one statement, which the order sends in the same message
 * as its stock reservation: every message costs the API and PostgreSQL a socket write each way.
 */
@Injectable()
export class OrderAdmission {
  constructor(
    private readonly ceiling: UnpaidOrderCeiling,
    private readonly offers: FirstOrderOffers,
  ) {}

  /** The statement that admits `userId`'s order, run on the order's transaction (the lock lasts until its end). */
  statement(userId: string): SqlStatement {
    return {
      sql: 'select unpaid, has_open_order from admit_customer_order(?, ?::text[])',
      params: [userId, `{${MONEY_RECEIVED_PAYMENT_STATUSES.join(',')}}`],
    };
  }

  /** Admits the order (or throws) from what the statement answered; answers the first-order rate it gets, or null. */
  decide(rows: readonly object[]): { discountPercent: number | null } {
    const found = rows[0] as AdmissionRow;
    this.ceiling.check(found.unpaid);
    return { discountPercent: this.offers.rateFor(found.has_open_order) };
  }
}
