import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { type IndexedProduct, ProductSearchIndex } from './product-search-index';

interface ProductRow {
  id: string;
  name: string;
  category: string;
  description: string;
  kind: string;
  price: string;
  stock: number;
  rating: number | null;
  review_count: number;
  created_at: string | Date;
  is_active: boolean;
}

interface ChangeRow extends Partial<ProductRow> {
  horizon: string;
  epoch: string;
}

const COLUMNS = `p.id, p.name, p.category, p.description, p.kind, p.price, p.stock, p.rating, p.review_count,
  p.created_at, p.is_active`;
/** Rows per statement of a full load: a million products never sit in memory as one answer. */
const LOAD_BATCH = 20_000;

/**
 * The API's search index, kept in step with the product table. Before answering, a search asks the database
 * in one statement for the rows written by transactions that may have been unfinished when it last looked
 * (`change_xid` at or after the last snapshot's xmin) and applies them: a product saved by any API or worker
 * process is searchable in the next search that starts after its commit, with no message to miss. Searches
 * that arrive while a look is under way share the next one. A removed row (delete, truncate) bumps
 * `catalogue_epoch`, and the index is loaded again.
 */
@Injectable()
export class ProductSearchIndexStore {
  private readonly logger = new Logger('ProductSearch');
  private index: ProductSearchIndex | null = null;
  private horizon = '0';
  private epoch = '';
  private running: Promise<void> | null = null;
  private next: Promise<void> | null = null;

  constructor(private readonly em: EntityManager) {}

  /** The index with every product change committed before this call. */
  async current(): Promise<ProductSearchIndex> {
    await this.catchUp();
    return this.index!;
  }

  private catchUp(): Promise<void> {
    if (!this.running) {
      this.running = this.look().finally(() => (this.running = null));
      return this.running;
    }
    // The look under way may have started before the caller's change: wait for a look that starts after it.
    this.next ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.next = null;
        return this.catchUp();
      });
    return this.next;
  }

  private async look(): Promise<void> {
    if (!this.index) return this.load();
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<ChangeRow[]>(
        `with mark as (
         select pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
                coalesce((select epoch from catalogue_epoch limit 1), 0)::text as epoch
       )
       select mark.horizon, mark.epoch, ${COLUMNS}
         from mark left join product p on p.change_xid >= ?::xid8`,
        [this.horizon],
      );
    const mark = rows[0]!;
    if (mark.epoch !== this.epoch) return this.load();
    for (const row of rows) if (row.id) this.index.upsert(indexedOf(row as ProductRow));
    this.horizon = mark.horizon;
  }

  /** Every active product, read in one repeatable-read snapshot whose xmin becomes the horizon. */
  private async load(): Promise<void> {
    const started = performance.now();
    const index = new ProductSearchIndex();
    const knex = this.em.fork().getKnex();
    const mark = await knex.transaction(
      async (trx) => {
        const [first] = (
          await trx.raw<{ rows: { horizon: string; epoch: string }[] }>(
            `select pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
                    coalesce((select epoch from catalogue_epoch limit 1), 0)::text as epoch`,
          )
        ).rows;
        let after = '00000000-0000-0000-0000-000000000000';
        for (;;) {
          const { rows } = await trx.raw<{ rows: ProductRow[] }>(
            `select ${COLUMNS} from product p where p.is_active and p.id > ? order by p.id limit ?`,
            [after, LOAD_BATCH],
          );
          for (const row of rows) index.upsert(indexedOf(row));
          if (rows.length < LOAD_BATCH) break;
          after = rows.at(-1)!.id;
        }
        return first!;
      },
      { isolationLevel: 'repeatable read', readOnly: true },
    );
    this.index = index;
    this.horizon = mark.horizon;
    this.epoch = mark.epoch;
    const millis = Math.round(performance.now() - started);
    if (index.count > 10_000) this.logger.log(`Indexed ${index.count} products in ${millis} ms`);
  }
}

function indexedOf(row: ProductRow): IndexedProduct {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    description: row.description,
    kind: row.kind,
    price: row.price,
    stock: row.stock,
    rating: row.rating,
    reviewCount: row.review_count,
    createdAt: new Date(row.created_at),
    isActive: row.is_active,
  };
}
