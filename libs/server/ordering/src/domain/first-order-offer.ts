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

  /** The rate the order being placed gets, or null: only while the customer has no order that is not cancelled. */
  rateFor(hasOpenOrder: boolean): number | null {
    return this.enabled && !hasOpenOrder ? this.percent : null;
  }

  /** Asks for one such order, not a count: a loyal customer's hundreds of orders cost the same as one. */
  private async hasOpenOrder(em: EntityManager, userId: string): Promise<boolean> {
    const found = await em
      .createQueryBuilder(Order)
      .select('id')
      .where({ userId, status: { $ne: 'Cancelled' } })
      .limit(1)
      .execute('get');
    return found !== undefined && found !== null;
  }
}
