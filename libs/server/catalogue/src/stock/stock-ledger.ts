import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ProductKind } from '@kukur/contracts';
import { recordEvent, uuidArray } from '@kukur/server-kernel';
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

/** Why a reservation could not take every line; the caller words it for its customer. */
export type StockRefusal =
  | { reason: 'wrong-kind'; names: string[] }
  | { reason: 'unavailable'; productIds: string[] }
  | { reason: 'out-of-stock'; products: { productId: string; name: string; available: number }[] };

export type StockReservation =
  { taken: true; lines: ReservedLine[] } | { taken: false; refusal: StockRefusal };

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
  kind: ProductKind;
  stock: number;
  is_active: boolean;
}

/**
 * The catalogue's stock, for the ordering and vaccination modules (products are ordered, vaccine doses are
 * held by bookings). Both methods run on the caller's transaction, so an order and its stock change commit or
 * roll back together. Rows are locked in id order, so concurrent orders of the same products queue instead of
 * deadlocking, and a product can never be oversold: each line is a conditional update (`stock >= quantity`),
 * and the database also refuses a negative stock (CHECK).
 */
@Injectable()
export class StockLedger {
  /**
   * Takes the quantities out of stock and answers the current names and prices, or why it could not: a line
   * short of stock, a product gone, or not of `kind` (a vaccine is booked, not ordered). After a refusal the
   * caller's transaction must roll back, which puts back what the lines before took. A product whose last unit
   * this takes gets its product.out-of-stock event on the caller's unit of work: every line takes at least one
   * unit, so a stock of 0 after it is always a change from some to none.
   */
  async reserve(
    em: EntityManager,
    lines: StockLine[],
    kind: ProductKind = 'product',
  ): Promise<StockReservation> {
    const wanted = mergeLines(lines);
    const ids = [...wanted.keys()].sort();
    const idArray = uuidArray(ids);
    const taken = await em.execute<TakenRow[]>(
      `update product p set stock = p.stock - c.quantity, updated_at = now()
         from (select id from product where id = any(?::uuid[]) order by id for update) locked,
              unnest(?::uuid[], ?::int[]) as c(product_id, quantity)
        where p.id = locked.id and p.id = c.product_id and p.is_active and p.kind = ?
          and p.stock >= c.quantity
      returning p.id, p.slug, p.name, p.price, p.image, p.next_dose_after_days, p.category, p.stock`,
      [idArray, idArray, `{${ids.map((id) => wanted.get(id)).join(',')}}`, kind],
    );
    if (taken.length < wanted.size) {
      return {
        taken: false,
        refusal: await this.refusal(em, wanted, new Set(taken.map((row) => row.id)), kind),
      };
    }
    for (const row of taken) {
      if (row.stock === 0) {
        recordEvent(em, new ProductOutOfStockEvent(productSnapshot({ ...row, kind, isActive: true })));
      }
    }
    return {
      taken: true,
      lines: taken.map((row) => ({
        productId: row.id,
        quantity: wanted.get(row.id)!,
        name: row.name,
        price: row.price,
        image: row.image,
        nextDoseAfterDays: row.next_dose_after_days,
      })),
    };
  }

  /** Why a reservation fell short, from the rows as they were before it took its share. */
  private async refusal(
    em: EntityManager,
    wanted: Map<string, number>,
    taken: Set<string>,
    kind: ProductKind,
  ): Promise<StockRefusal> {
    const ids = [...wanted.keys()];
    const found = await em.execute<LockedRow[]>(
      'select id, name, kind, stock, is_active from product where id = any(?::uuid[])',
      [uuidArray(ids)],
    );
    const wrongKind = found.filter((row) => row.is_active && row.kind !== kind);
    if (wrongKind.length > 0) return { reason: 'wrong-kind', names: wrongKind.map((row) => row.name) };
    const rows = found.map((row) => ({
      ...row,
      stock: row.stock + (taken.has(row.id) ? wanted.get(row.id)! : 0),
    }));
    const unavailable = ids.filter((id) => !rows.some((row) => row.id === id && row.is_active));
    if (unavailable.length > 0) return { reason: 'unavailable', productIds: unavailable };
    const short = rows.filter((row) => row.stock < wanted.get(row.id)!);
    return {
      reason: 'out-of-stock',
      products: short.map((row) => ({ productId: row.id, name: row.name, available: row.stock })),
    };
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
