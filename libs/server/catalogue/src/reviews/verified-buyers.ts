import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Product } from '../domain/product.entity';
import { FindProductBuyersQuery, FindVaccinatedCustomersQuery } from './verified-buyer.queries';

/**
 * Decides the "Verified buyer" badge when reviews are read, not when they are written: an order cancelled
 * after the review takes the badge away, and an order placed (or a vaccination completed) after it adds it.
 * A product's buyers are the ordering module's to say, a vaccine's patients the vaccination module's.
 */
@Injectable()
export class VerifiedBuyers {
  constructor(private readonly queryBus: QueryBus) {}

  async among(product: Pick<Product, 'id' | 'kind'>, userIds: readonly string[]): Promise<Set<string>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Set();
    const verified = await this.queryBus.execute(
      product.kind === 'vaccine'
        ? new FindVaccinatedCustomersQuery(product.id, unique)
        : new FindProductBuyersQuery(product.id, unique),
    );
    return new Set(verified);
  }
}
