import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  ORDERING_ERROR_CODES,
  ORDERING_MESSAGES,
  VACCINATION_ERROR_CODES,
  VACCINATION_MESSAGES,
} from '@kukur/contracts';
import type { ProductKind } from '@kukur/contracts';
import { AppError, ConflictError, executeTogether, recordEvent, uuidArray } from '@kukur/server-kernel';
import type { SqlStatement } from '@kukur/server-kernel';
import { ProductOutOfStockEvent } from '../domain/events/product-out-of-stock.event';
import { productSnapshot } from '../domain/events/product-snapshot';

export interface StockLine {
  productId: string;
  quantity: number;
}

/** What a reservation fixes for an order line: the product as it is sold at this moment. */
export interface ReservedLine extends StockLine {
  name: string;
  /** Rupees, exact decimal text such as '1450.00'. */
  price: string;
  image: string | null;
  /** Vaccines: days after this dose when the next one is due. */
  nextDoseAfterDays: number | null;
}

/** A reservation's statement, and what makes its answer the reserved lines (or a refusal). */
export interface StockReservation {
  statement: SqlStatement;
  settle(em: EntityManager, rows: readonly object[]): Promise<ReservedLine[]>;
}

/** A row the reservation updated, as it is after taking its share. */
interface TakenRow {
  id: string;
  slug: string;
  name: string;
  price: string;
  image: string | null;
  next_dose_after_days: number | null;
  category: string;
  stock: number;
}

interface LockedRow {
  id: string;
  name: string;
  price: string;
  image: string | null;
  next_dose_after_days: number | null;
  kind: ProductKind;
  stock: number;
  is_active: boolean;
}

/** How a refusal is worded for what is being taken: products for an order, vaccine doses for a booking. */
const REFUSALS = {
  product: {
    wrongKind: (names: string[]) =>
      new AppError(
        ORDERING_ERROR_CODES.VACCINE_NOT_ORDERABLE,
        ORDERING_MESSAGES.vaccineNotOrderable(names),
        400,
      ),
    unavailable: (ids: string[]) =>
      new ConflictError(
        ORDERING_ERROR_CODES.PRODUCT_UNAVAILABLE,
        ORDERING_MESSAGES.productUnavailable(ids.length),
        {
          productIds: ids,
        },
      ),
    outOfStock: (names: string[], details?: Record<string, unknown>) =>
      new ConflictError(ORDERING_ERROR_CODES.OUT_OF_STOCK, ORDERING_MESSAGES.outOfStock(names), details),
  },
  vaccine: {
    wrongKind: (names: string[]) =>
      new AppError(VACCINATION_ERROR_CODES.NOT_A_VACCINE, VACCINATION_MESSAGES.notAVaccine(names), 400),
    unavailable: (ids: string[]) =>
      new ConflictError(
        VACCINATION_ERROR_CODES.VACCINE_UNAVAILABLE,
        VACCINATION_MESSAGES.vaccineNoLongerOffered,
        {
          productIds: ids,
        },
      ),
    outOfStock: (names: string[], details?: Record<string, unknown>) =>
      new ConflictError(
        VACCINATION_ERROR_CODES.VACCINE_UNAVAILABLE,
        VACCINATION_MESSAGES.vaccineUnavailable(names),
        details,
      ),
  },
} satisfies Record<
  ProductKind,
  Record<string, (values: string[], details?: Record<string, unknown>) => AppError>
>;

/**
 * The catalogue's stock, for the ordering and vaccination modules (products are ordered, vaccine doses are
 * held by bookings). Both methods run on the caller's transaction, so an
 * order and its stock change commit or roll back together. Rows are locked in id order, so concurrent
 * orders of the same products queue instead of deadlocking, and a product can never be oversold: the
 * database also refuses a negative stock (CHECK). Shop pages may show a stock up to the search cache's
 * time old; the order itself always decides on the locked row.
 */
@Injectable()
export class StockLedger {
  /**
   * Takes the quantities out of stock and answers the current names and prices; 409 if any is short, 400
   * if a line is not of `kind` (a vaccine is booked, not ordered). A product whose last unit this takes
   * gets its product.out-of-stock event on the caller's unit of work: every line takes at least one unit,
   * so a stock of 0 after it is always a change from some to none, and it costs nothing on other orders.
   */
  async reserve(
    em: EntityManager,
    lines: StockLine[],
    kind: ProductKind = 'product',
  ): Promise<ReservedLine[]> {
    const reservation = this.reservation(lines, kind);
    const [taken] = await executeTogether(em, [reservation.statement]);
    return reservation.settle(em, taken!);
  }

  /**
   * `reserve` in two steps, for a use case that sends the statement in one message with others of its
   * transaction (executeTogether): the statement, and `settle` with the rows it answered.
   */
  reservation(lines: StockLine[], kind: ProductKind = 'product'): StockReservation {
    const wanted = mergeLines(lines);
    const changes = [...wanted].map(([productId, quantity]) => ({ productId, quantity }));
    return {
      // One statement (see Migration20261129700000_reserve_stock): lock the rows in id order, then take what each
      // line asks where enough is left.
      statement: {
        sql: `select id, slug, name, price, image, next_dose_after_days, category, stock
                from reserve_stock(?::uuid[], ?::jsonb, ?)`,
        params: [uuidArray([...wanted.keys()]), JSON.stringify(changes), kind],
      },
      settle: (em, rows) => this.settle(em, wanted, rows as TakenRow[], kind),
    };
  }

  private async settle(
    em: EntityManager,
    wanted: Map<string, number>,
    taken: TakenRow[],
    kind: ProductKind,
  ): Promise<ReservedLine[]> {
    if (taken.length < wanted.size) {
      await this.refuse(em, wanted, new Set(taken.map((row) => row.id)), kind);
    }
    for (const row of taken) {
      if (row.stock === 0) {
        recordEvent(em, new ProductOutOfStockEvent(productSnapshot({ ...row, kind, isActive: true })));
      }
    }
    return taken.map((row) => ({
      productId: row.id,
      quantity: wanted.get(row.id)!,
      name: row.name,
      price: row.price,
      image: row.image,
      nextDoseAfterDays: row.next_dose_after_days,
    }));
  }

  /** Says why a reservation fell short (the caller's transaction then rolls back what was taken). */
  private async refuse(
    em: EntityManager,
    wanted: Map<string, number>,
    taken: Set<string>,
    kind: ProductKind,
  ): Promise<never> {
    const ids = [...wanted.keys()];
    const refusal = REFUSALS[kind];
    const found = await em.execute<LockedRow[]>(
      'select id, name, price, image, kind, stock, is_active from product where id = any(?::uuid[])',
      [uuidArray(ids)],
    );
    const wrongKind = found.filter((row) => row.is_active && row.kind !== kind);
    if (wrongKind.length > 0) throw refusal.wrongKind(wrongKind.map((row) => row.name));
    // What was there before this reservation took its share.
    const rows = found.map((row) => ({
      ...row,
      stock: row.stock + (taken.has(row.id) ? wanted.get(row.id)! : 0),
    }));
    const unavailable = ids.filter((id) => !rows.some((row) => row.id === id && row.is_active));
    if (unavailable.length > 0) throw refusal.unavailable(unavailable);
    const short = rows.filter((row) => row.stock < wanted.get(row.id)!);
    throw refusal.outOfStock(
      short.map((row) => row.name),
      { products: short.map((row) => ({ productId: row.id, name: row.name, available: row.stock })) },
    );
  }

  /** Puts quantities back (a cancelled or abandoned order), hidden products included. */
  async release(em: EntityManager, lines: StockLine[]): Promise<void> {
    const merged = mergeLines(lines);
    await this.adjust(
      em,
      [...merged.entries()].sort().map(([productId, quantity]) => ({ productId, quantity })),
    );
  }

  private async adjust(em: EntityManager, changes: StockLine[]): Promise<void> {
    if (changes.length === 0) return;
    await em.execute(
      `update product p set stock = p.stock + c.quantity, updated_at = now()
         from jsonb_to_recordset(?::jsonb) as c("productId" uuid, quantity int)
        where p.id = c."productId"`,
      [JSON.stringify(changes)],
    );
  }
}

function mergeLines(lines: StockLine[]): Map<string, number> {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.quantity);
  return merged;
}
