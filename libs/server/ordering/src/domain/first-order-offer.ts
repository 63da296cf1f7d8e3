import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { FirstOrderOffer } from '@kukur/contracts';
import type { AppConfig } from '@kukur/server-kernel';
import { APP_CONFIG } from '@kukur/server-kernel';
import { Order } from './order.entity';

/**
 * The first-order offer: a customer whose orders are all cancelled (or who has none) gets
 * FIRST_ORDER_DISCOUNT_PERCENT % off the subtotal of the next order, when FIRST_ORDER_DISCOUNT_ENABLED.
 */
@Injectable()
export class FirstOrderOffers {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get enabled(): boolean {
    return this.config.FIRST_ORDER_DISCOUNT_ENABLED;
  }

  get percent(): number {
    return this.config.FIRST_ORDER_DISCOUNT_PERCENT;
  }

  /** What the storefront shows: the offer, and whether `userId`'s next order gets it (never a visitor's). */
  async describe(em: EntityManager, userId: string | null): Promise<FirstOrderOffer> {
    const eligible = this.enabled && userId !== null && !(await this.hasOpenOrder(em, userId));
    return { enabled: this.enabled, percent: this.percent, eligible };
  }

  /**
   * The rate the order being placed in `tx` gets, or null. Takes a transaction-scoped advisory lock on the
   * customer first, so two orders placed at once are decided one after the other and only one of them is
   * the first; the unique partial index customer_order_one_first_order_discount backs this up.
   */
  async claim(tx: EntityManager, userId: string): Promise<number | null> {
    if (!this.enabled) return null;
    // On the transaction's own connection (tx.execute), so the lock lasts until it commits or rolls back.
    await tx.execute(`select pg_advisory_xact_lock(hashtextextended('first-order:' || ?::text, 0))`, [
      userId,
    ]);
    return (await this.hasOpenOrder(tx, userId)) ? null : this.percent;
  }

  private async hasOpenOrder(em: EntityManager, userId: string): Promise<boolean> {
    return (await em.count(Order, { userId, status: { $ne: 'Cancelled' } })) > 0;
  }
}
