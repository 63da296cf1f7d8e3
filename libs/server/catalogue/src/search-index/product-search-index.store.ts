import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '@kukur/server-kernel';
import {
  APP_CONFIG,
  ChannelListener,
  channelsWrittenBy,
  onOwnStatement,
  OWN_WRITE_WINDOW_MS,
  PRODUCT_CHANGED_CHANNEL,
} from '@kukur/server-kernel';
import type { ProductDto } from '../http/product.response.dto';
import { type IndexedProduct, ProductSearchIndex } from './product-search-index';

interface ProductRow {
  id: string;
  name: string;
  name_ne: string | null;
  category: string;
  description: string;
  description_ne: string | null;
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

const COLUMNS = `p.id, p.name, p.name_ne, p.category, p.description, p.description_ne, p.kind, p.price, p.stock, p.rating, p.review_count,
  p.created_at, p.is_active`;
/** Rows per statement of a full load: a million products never sit in memory as one answer. */
const LOAD_BATCH = 20_000;

/**
 * The API's search index, kept in step with the product table. A look asks the database in one statement for
 * the rows written by transactions that may have been unfinished when it last looked (`change_xid` at or after
 * the last snapshot's xmin) and applies them, so nothing committed can be missed. A search looks first only when
 * something may have changed: a `product_changed` notification arrived (any process's commit), this process
 * wrote products within the last second, or the notification connection is down (then every search looks).
 * Searches that arrive while a look is under way share the next one. A removed row (delete, truncate) bumps
 * `catalogue_epoch`, and the index is loaded again. The rows of the products the index finds are kept too
 * (`rows`), dropped when a look sees them change.
 */
@Injectable()
export class ProductSearchIndexStore implements OnModuleDestroy {
  private readonly logger = new Logger('ProductSearch');
  private index: ProductSearchIndex | null = null;
  private listener: ChannelListener | null = null;
  /** Whether a product change may have been committed since the last look began. */
  private stale = true;
  private localWriteUntil = 0;
  /** The products' rows as the page reads them, by id; a look drops the ones it sees change. */
  readonly rows = new ProductRowCache<ProductDto>();
  private horizon = '0';
  private epoch = '';
  private running: Promise<void> | null = null;
  private next: Promise<void> | null = null;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'DATABASE_URL'>,
  ) {}

  /** The index with every product change committed before this call (another process's within moments). */
  async current(): Promise<ProductSearchIndex> {
    this.follow();
    const mayHaveChanged = this.stale || Date.now() < this.localWriteUntil || !this.listener!.listening;
    if (!this.index || mayHaveChanged) await this.catchUp();
    return this.index!;
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener?.stop();
  }

  /** From the first search on: listen for committed product changes, and watch this process's own writes. */
  private follow(): void {
    if (this.listener) return;
    this.listener = new ChannelListener(
      this.config.DATABASE_URL,
      PRODUCT_CHANGED_CHANNEL,
      () => (this.stale = true),
      this.logger,
      'looking before every search',
    );
    this.listener.start();
    onOwnStatement(
      this.em,
      (sql) => channelsWrittenBy(sql).includes(PRODUCT_CHANGED_CHANNEL),
      () => {
        this.stale = true;
        this.localWriteUntil = Date.now() + OWN_WRITE_WINDOW_MS;
      },
    );
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
    // A change notified from here on may not be in this look: it makes the next search look again.
    this.stale = false;
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
         from mark left join product p on p.change_xid >= ?::bigint`,
        [this.horizon],
      );
    const mark = rows[0]!;
    if (mark.epoch !== this.epoch) return this.load();
    for (const row of rows) {
      if (!row.id) continue;
      this.index.upsert(indexedOf(row as ProductRow));
      this.rows.forget(row.id);
    }
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
    this.rows.clear();
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
    nameNe: row.name_ne,
    category: row.category,
    description: row.description,
    descriptionNe: row.description_ne,
    kind: row.kind,
    price: row.price,
    stock: row.stock,
    rating: row.rating,
    reviewCount: row.review_count,
    createdAt: new Date(row.created_at),
    isActive: row.is_active,
  };
}

/**
 * A page's product rows by id, so a search in a quiet catalogue reads nothing from the database. Bounded;
 * the oldest entry goes first. `version` moves whenever entries are dropped: rows read before a drop may be
 * older than what dropped them, so they are not kept (see `keep`).
 */
export class ProductRowCache<Row> {
  private readonly entries = new Map<string, Row>();
  private changes = 0;

  constructor(private readonly capacity = 5_000) {}

  get version(): number {
    return this.changes;
  }

  get(id: string): Row | undefined {
    return this.entries.get(id);
  }

  /** Keeps rows read while the cache was at `version`, unless something changed since. */
  keep(rows: [string, Row][], version: number): void {
    if (version !== this.changes) return;
    for (const [id, row] of rows) {
      this.entries.delete(id);
      this.entries.set(id, row);
    }
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  forget(id: string): void {
    this.changes += 1;
    this.entries.delete(id);
  }

  clear(): void {
    this.changes += 1;
    this.entries.clear();
  }
}
