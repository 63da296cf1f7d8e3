import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll } from 'vitest';
import { OrderHistoryEntry } from './order-history-entry.entity';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';

/**
 * For the domain's unit specs (not a spec itself, and left out of the build): an order's collections need the
 * entities' metadata, so the spec loads it once; no database is opened.
 */
export function loadOrderMetadata(): void {
  let orm: MikroORM | undefined;
  beforeAll(async () => {
    orm = await MikroORM.init({
      entities: [Order, OrderItem, OrderHistoryEntry],
      dbName: 'metadata-only',
      connect: false,
    });
  });
  afterAll(() => orm?.close());
}
