import { Facets } from './facets';

/** What a ranked match set reads of the index: each slot's category, price, kind and stock, by slot. */
export interface SlotColumns {
  category: Int32Array;
  priceCents: Float64Array;
  kind: Int32Array;
  stock: Int32Array;
  categoryCount: number;
}

/** The filters that decide which matches are visible at all (the facets count those, whatever else is asked). */
export interface Visibility {
  /** A kind's code, ANY or NONE. */
  kind: number;
  inStock: boolean;
}

/** A filter's value as the index's code: ANY when the search does not filter, NONE when no product has it. */
export const ANY = -1;
export const NONE = -2;

/**
 * The products a search's words match, kept between searches until a product is added, hidden, re-worded or
 * re-dated: the slots in relevance order (score, then newest), which of them match (a bit per slot), and the
 * facets of each visibility filter asked so far. A broad word ("dog") then costs a scan once per such change,
 * and each search after it only walks to the end of its page. The ranking needs only the words and the newest
 * order: a new price, kind or stock changes the facets alone.
 */
export class RankedMatches {
  private readonly facetsByVisibility = new Map<string, Facets>();

  private constructor(
    /** The matched slots, best first. */
    readonly byRelevance: Int32Array,
    /** Bit `slot` set when the slot matches; null when every live slot does (a search without words). */
    private readonly members: Uint32Array | null,
  ) {}

  /** Every live product, newest first (`newest` is the index's order of them). */
  static everything(newest: Int32Array): RankedMatches {
    return new RankedMatches(newest, null);
  }

  /**
   * The `count` slots in `matched`, ranked by their `score` (higher first) and then by their place in
   * `newest` (the index's live slots, newest first). `capacity` is the index's number of slots.
   */
  static rank(
    matched: Int32Array,
    count: number,
    score: Int32Array,
    newest: Int32Array,
    capacity: number,
  ): RankedMatches {
    const members = new Uint32Array((capacity >>> 5) + 1);
    let top = 0;
    for (let at = 0; at < count; at += 1) {
      const slot = matched[at]!;
      members[slot >>> 5]! |= 1 << (slot & 31);
      if (score[slot]! > top) top = score[slot]!;
    }
    // A counting sort: scores are small whole numbers, and walking the newest order keeps ties newest first.
    const start = new Int32Array(top + 2);
    for (let at = 0; at < count; at += 1) start[top - score[matched[at]!]! + 1] += 1;
    for (let bucket = 1; bucket < start.length; bucket += 1) start[bucket] += start[bucket - 1]!;
    const ranked = new Int32Array(count);
    for (let at = 0; at < newest.length; at += 1) {
      const slot = newest[at]!;
      if ((members[slot >>> 5]! & (1 << (slot & 31))) === 0) continue;
      ranked[start[top - score[slot]!]!++] = slot;
    }
    return new RankedMatches(ranked, members);
  }

  get size(): number {
    return this.byRelevance.length;
  }

  has(slot: number): boolean {
    return this.members === null || (this.members[slot >>> 5]! & (1 << (slot & 31))) !== 0;
  }

  /**
   * A product's price or kind changed (every facet is worked out again), or with `inStockOnly` it sold out or
   * came back in stock (only the facets of in-stock searches are).
   */
  forgetFacets(inStockOnly: boolean): void {
    for (const key of this.facetsByVisibility.keys()) {
      if (!inStockOnly || key.endsWith(':true')) this.facetsByVisibility.delete(key);
    }
  }

  /** The category counts and price bounds of the matches `visibility` lets through, worked out once. */
  facetsOf(visibility: Visibility, columns: SlotColumns): Facets {
    const key = `${visibility.kind}:${visibility.inStock}`;
    let facets = this.facetsByVisibility.get(key);
    if (!facets) {
      facets = Facets.empty(columns.categoryCount);
      const { category, priceCents, kind, stock } = columns;
      const { kind: wanted, inStock } = visibility;
      for (let at = 0; at < this.byRelevance.length; at += 1) {
        const slot = this.byRelevance[at]!;
        if ((wanted !== ANY && kind[slot] !== wanted) || (inStock && stock[slot]! <= 0)) continue;
        facets.add(category[slot]!, priceCents[slot]!);
      }
      this.facetsByVisibility.set(key, facets);
    }
    return facets;
  }
}
