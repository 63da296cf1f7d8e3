import { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '@kukur/server-kernel';
import { ProductChangedEvent } from './events/product-changed.event';
import { ProductOutOfStockEvent } from './events/product-out-of-stock.event';
import { productSnapshot } from './events/product-snapshot';
import { changedFields, ProductState, productState } from './product-changes';
import type { Product } from './product.entity';

/**
 * Records what an admin's edit did, on the edit's unit of work: product.changed when any field changed
 * (nothing for a save that changed nothing), and product.out-of-stock when it took the stock from some to
 * none. The caller holds the product's row lock, so `before` is the stock an order could not change meanwhile.
 */
export function recordProductEdit(em: EntityManager, product: Product, before: ProductState): void {
  const changes = changedFields(before, productState(product));
  if (changes.length === 0) return;
  const snapshot = productSnapshot(product);
  recordEvent(em, new ProductChangedEvent({ product: snapshot, changes }));
  if (Number(before.stock) > 0 && product.stock === 0) {
    recordEvent(em, new ProductOutOfStockEvent(snapshot));
  }
}
