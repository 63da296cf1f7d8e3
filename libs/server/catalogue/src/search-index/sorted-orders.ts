import type { ProductSort } from '@kukur/contracts';
import { firstNotBefore } from './byte-order';

export type NoTextSort = Exclude<ProductSort, 'relevance'>;
export const NO_TEXT_SORTS: readonly NoTextSort[] = ['newest', 'price_asc', 'price_desc', 'rating'];

/** Beyond this share of the shop moved, an order is sorted whole again rather than repaired. */
const REPAIR_UP_TO = 1 / 8;

/**
 * The live slots of the index in each sort's order, made when first asked and then repaired rather than sorted
 * again: a slot whose place may have changed (a product added, hidden, re-priced, re-rated, re-dated) is taken
 * out, and the live ones among them are put back where the comparator places them (a binary search each). At a
 * million products a full sort takes most of a second; a repair one pass over the order.
 */
export class SortedOrders {
  private readonly orders = new Map<NoTextSort, Int32Array>();
  private readonly moved = new Map<NoTextSort, Set<number>>();
  private mark = new Uint8Array(0);

  constructor(
    private readonly comparatorOf: (sort: NoTextSort) => (a: number, b: number) => number,
    private readonly liveSlots: () => Iterable<number>,
    private readonly isLive: (slot: number) => boolean,
  ) {}

  /** Every live slot, in `sort`'s order. */
  get(sort: NoTextSort): Int32Array {
    let order = this.orders.get(sort);
    const moved = this.moved.get(sort);
    if (order && moved) order = this.repair(order, moved, this.comparatorOf(sort));
    else if (!order) order = Int32Array.from(this.liveSlots()).sort(this.comparatorOf(sort));
    this.orders.set(sort, order);
    this.moved.delete(sort);
    return order;
  }

  /** The slot was added, removed, or its place in these sorts may have changed. */
  move(slot: number, sorts: readonly NoTextSort[] = NO_TEXT_SORTS): void {
    for (const sort of sorts) {
      if (!this.orders.has(sort)) continue;
      let moved = this.moved.get(sort);
      if (!moved) this.moved.set(sort, (moved = new Set()));
      moved.add(slot);
    }
  }

  private repair(
    order: Int32Array,
    moved: Set<number>,
    compare: (a: number, b: number) => number,
  ): Int32Array {
    if (moved.size > order.length * REPAIR_UP_TO) return Int32Array.from(this.liveSlots()).sort(compare);
    let top = 0;
    for (const slot of moved) if (slot >= top) top = slot + 1;
    if (this.mark.length < top) this.mark = new Uint8Array(Math.max(top, this.mark.length * 2));
    const mark = this.mark;
    for (const slot of moved) mark[slot] = 1;
    const kept = new Int32Array(order.length);
    let keptCount = 0;
    for (let at = 0; at < order.length; at += 1) {
      const slot = order[at]!;
      if (slot >= mark.length || mark[slot] === 0) kept[keptCount++] = slot;
    }
    for (const slot of moved) mark[slot] = 0;
    const back = [...moved].filter(this.isLive).sort(compare);
    const repaired = new Int32Array(keptCount + back.length);
    let from = 0;
    let to = 0;
    for (const slot of back) {
      // After every kept slot that sorts before it.
      const place = firstNotBefore(keptCount, (at) => compare(kept[at]!, slot) < 0);
      repaired.set(kept.subarray(from, place), to);
      to += place - from;
      repaired[to++] = slot;
      from = place;
    }
    repaired.set(kept.subarray(from, keptCount), to);
    return repaired;
  }
}
