import type { ProductSort } from '@kukur/contracts';
import type { ProductSearchCriteria } from '../queries/search-products/search-products.query';
import { searchWordsOf, stemOf, typoDistance, typosAllowed, wordsOf } from './search-words';

/** What the index keeps of a product: the text it searches and the fields it filters, sorts and counts by. */
export interface IndexedProduct {
  id: string;
  name: string;
  /** The Nepali name and description, searched like the English ones (no English stemming applies). */
  nameNe: string | null;
  category: string;
  description: string;
  descriptionNe: string | null;
  kind: string;
  /** Rupees as the database's exact decimal text ("1450.00"). */
  price: string;
  stock: number;
  rating: number | null;
  reviewCount: number;
  createdAt: Date;
  isActive: boolean;
}

/** A search's criteria (prices in rupees), with the page as the first row and a number of rows. */
export type IndexSearch = Omit<ProductSearchCriteria, 'page' | 'pageSize'> & {
  offset: number;
  limit: number;
};

export interface IndexAnswer {
  /** The page's product ids, in order. */
  ids: string[];
  total: number;
  /** Per category, the products the text (and kind and stock filters) match, whatever category and price. */
  categories: { category: string; count: number }[];
  /** Rupees, over the same products as `categories`; 0..0 when there are none. */
  priceRange: { min: number; max: number };
}

// Where a word was found counts as in PostgreSQL's ts_rank defaults (A name, B category, C description).
const NAME = 0;
const CATEGORY = 1;
const DESCRIPTION = 2;
const FIELD_WEIGHT = [1, 0.4, 0.2];
/** Up to this many results are sorted whole; beyond, only the best `offset + limit` are kept while scanning. */
const FULL_SORT_LIMIT = 2_000;

type NoTextSort = Exclude<ProductSort, 'relevance'>;

/** A filter's value as the index's code; ANY when the query does not filter, NONE when no product has it. */
const ANY = -1;
const NONE = -2;
interface Filter {
  kind: number;
  category: number;
  inStock: boolean;
  minCents: number;
  maxCents: number;
  unfiltered: boolean;
}

/**
 * Every visible product of the shop in memory, for search and listing without a database scan: an inverted
 * index of name, category and description words (each word's prefixes and its English stem find it; words
 * with typos are recognised when nothing matches as typed), and compact arrays of what filters, facets and
 * sorting need. Searching touches only the products that match; listing walks a cached order. Each product
 * sits in a slot; a product whose text changes gets a new slot and the old one is skipped until the next
 * compaction, so updates of stock, price or rating (the common ones) never touch the word lists.
 */
export class ProductSearchIndex {
  private slotById = new Map<string, number>();
  private ids: string[] = [];
  private names: string[] = [];
  private categoryNames: string[] = [];
  private categoryCodes = new Map<string, number>();
  private kinds: string[] = [];
  private kindCodes = new Map<string, number>();
  private capacity = 0;
  private size = 0;
  private deadSlots = 0;
  private alive = new Uint8Array(0);
  private category = new Int32Array(0);
  private kind = new Int32Array(0);
  private priceCents = new Float64Array(0);
  private stock = new Int32Array(0);
  private rating = new Float64Array(0);
  private reviewCount = new Int32Array(0);
  private createdMs = new Float64Array(0);
  private textHash = new Int32Array(0);
  // Scratch space of one search (searches run one at a time: the index is synchronous).
  private queryMark = new Int32Array(0);
  private wordMark = new Int32Array(0);
  private matchedWords = new Int32Array(0);
  private wordBest = new Float32Array(0);
  private score = new Float32Array(0);
  private matched = new Int32Array(0);
  private chosen = new Int32Array(0);
  private stamp = 0;

  /** word -> postings: slot * 4 + field. */
  private postings = new Map<string, number[]>();
  /** stem -> the indexed words with that stem, other than the stem itself (most words have no entry). */
  private wordsByStem = new Map<string, Set<string>>();
  private sortedWords: string[] | null = null;
  private sortedLetterWords: string[] | null = null;
  private orders = new Map<NoTextSort, Int32Array>();

  get count(): number {
    return this.slotById.size;
  }

  /** Adds, changes or (when it is no longer active) removes a product. */
  upsert(product: IndexedProduct): void {
    if (!product.isActive) {
      this.remove(product.id);
      return;
    }
    const hash = textHashOf(product);
    const existing = this.slotById.get(product.id);
    if (existing !== undefined && this.textHash[existing] === hash && this.names[existing] === product.name) {
      this.setFields(existing, product);
      return;
    }
    if (existing !== undefined) this.kill(existing);
    const slot = this.allocate();
    this.slotById.set(product.id, slot);
    this.ids[slot] = product.id;
    this.names[slot] = product.name;
    this.textHash[slot] = hash;
    this.alive[slot] = 1;
    this.setFields(slot, product);
    this.addWords(slot, product.name, NAME);
    if (product.nameNe) this.addWords(slot, product.nameNe, NAME);
    this.addWords(slot, product.category, CATEGORY);
    this.addWords(slot, product.description, DESCRIPTION);
    if (product.descriptionNe) this.addWords(slot, product.descriptionNe, DESCRIPTION);
    this.orders.clear();
  }

  remove(id: string): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    this.slotById.delete(id);
    this.kill(slot);
    if (this.deadSlots > Math.max(1_000, this.slotById.size)) this.compact();
  }

  search(query: IndexSearch): IndexAnswer {
    const words = query.text ? searchWordsOf(query.text) : [];
    const filter = this.filterOf(query);
    if (words.length === 0) return this.list(query, filter);
    let found = this.collect(this.match(words, false), filter);
    // Nothing matches as typed: try again with the words read as typos of the shop's words.
    if (found.visible === 0) found = this.collect(this.match(words, true), filter);
    const compare =
      query.sort && query.sort !== 'relevance'
        ? this.comparator(query.sort)
        : (a: number, b: number) => this.score[b]! - this.score[a]! || this.tieBreak(a, b);
    const best = bestOf(
      this.chosen,
      found.chosen,
      query.offset + query.limit,
      compare,
      this.primaryOf(query),
    );
    return {
      ids: best.slice(query.offset).map((slot) => this.ids[slot]!),
      total: found.chosen,
      ...found.facets.answer(this.categoryNames),
    };
  }

  private list(query: IndexSearch, filter: Filter): IndexAnswer {
    const sort: NoTextSort = !query.sort || query.sort === 'relevance' ? 'newest' : query.sort;
    const order = this.order(sort);
    if (filter.unfiltered && !query.withFacets) {
      const ids = Array.from(
        order.subarray(query.offset, query.offset + query.limit),
        (slot) => this.ids[slot]!,
      );
      return { ids, total: order.length, categories: [], priceRange: { min: 0, max: 0 } };
    }
    const facets = new Facets(this.categoryNames.length);
    let total = 0;
    const page: string[] = [];
    for (let at = 0; at < order.length; at += 1) {
      const slot = order[at]!;
      if (!this.isVisible(slot, filter)) continue;
      facets.add(this.category[slot]!, this.priceCents[slot]!);
      if (!this.isChosen(slot, filter)) continue;
      if (total >= query.offset && page.length < query.limit) page.push(this.ids[slot]!);
      total += 1;
    }
    return { ids: page, total, ...facets.answer(this.categoryNames) };
  }

  /**
   * Of the `count` matched slots (in `matched`), counts the visible ones into facets and copies the chosen
   * ones (category and price filters too) to `chosen`.
   */
  private collect(count: number, filter: Filter): { visible: number; chosen: number; facets: Facets } {
    // The hottest loop of a broad search: plain locals and typed arrays only.
    const { matched, chosen: out, kind, stock, category, priceCents } = this;
    const { kind: kindWanted, category: categoryWanted, inStock, minCents, maxCents } = filter;
    const facets = new Facets(this.categoryNames.length);
    let visible = 0;
    let chosen = 0;
    for (let at = 0; at < count; at += 1) {
      const slot = matched[at]!;
      if ((kindWanted !== ANY && kind[slot] !== kindWanted) || (inStock && stock[slot]! <= 0)) continue;
      visible += 1;
      const code = category[slot]!;
      const cents = priceCents[slot]!;
      facets.add(code, cents);
      if ((categoryWanted === ANY || code === categoryWanted) && cents >= minCents && cents <= maxCents) {
        out[chosen++] = slot;
      }
    }
    return { visible, chosen, facets };
  }

  /**
   * Puts the slots holding every word (a prefix of a word, a word of the same stem, or with `typos`, a near
   * one) in `matched`, with their scores in `score`; answers how many there are.
   */
  private match(words: string[], typos: boolean): number {
    const { alive, queryMark, matchedWords, wordMark, wordBest, matched, score } = this;
    this.stamp += 1;
    const queryStamp = this.stamp;
    let count = 0;
    for (const [position, word] of words.entries()) {
      this.stamp += 1;
      const wordStamp = this.stamp;
      count = 0;
      for (const indexed of this.indexedWordsFor(word, typos)) {
        const list = this.postings.get(indexed)!;
        for (let at = 0; at < list.length; at += 1) {
          const posting = list[at]!;
          const slot = posting >> 2;
          if (alive[slot] === 0) continue;
          if (position > 0 && (queryMark[slot] !== queryStamp || matchedWords[slot] !== position)) continue;
          const weight = FIELD_WEIGHT[posting & 3]!;
          if (wordMark[slot] !== wordStamp) {
            wordMark[slot] = wordStamp;
            wordBest[slot] = weight;
            matched[count++] = slot;
          } else if (weight > wordBest[slot]!) wordBest[slot] = weight;
        }
      }
      for (let at = 0; at < count; at += 1) {
        const slot = matched[at]!;
        if (position === 0) {
          queryMark[slot] = queryStamp;
          score[slot] = 0;
        }
        matchedWords[slot] = position + 1;
        score[slot] += wordBest[slot]!;
      }
      if (count === 0) break;
    }
    if (this.stamp > 2_000_000_000) this.resetMarks();
    return count;
  }

  private indexedWordsFor(word: string, typos: boolean): Set<string> {
    const result = new Set<string>();
    const sorted = this.vocabulary();
    for (let at = lowerBound(sorted, word); at < sorted.length && sorted[at]!.startsWith(word); at += 1) {
      result.add(sorted[at]!);
    }
    const stem = stemOf(word);
    if (this.postings.has(stem)) result.add(stem);
    for (const same of this.wordsByStem.get(stem) ?? []) result.add(same);
    if (result.size > 0 || !typos) return result;
    const allowed = typosAllowed(word);
    if (allowed === 0) return result;
    let closest = allowed + 1;
    for (const candidate of this.letterWords()) {
      const distance = typoDistance(word, candidate, Math.min(allowed, closest));
      if (distance < closest) {
        closest = distance;
        result.clear();
      }
      if (distance === closest && distance <= allowed) result.add(candidate);
    }
    return result;
  }

  private filterOf(query: IndexSearch): Filter {
    const codeOf = (value: string | undefined, codes: Map<string, number>) =>
      value === undefined ? ANY : (codes.get(value) ?? NONE);
    const unfiltered =
      query.kind === undefined &&
      query.category === undefined &&
      !query.inStock &&
      query.minPrice === undefined &&
      query.maxPrice === undefined;
    return {
      unfiltered,
      kind: codeOf(query.kind, this.kindCodes),
      category: codeOf(query.category, this.categoryCodes),
      inStock: query.inStock === true,
      minCents: query.minPrice === undefined ? -Infinity : Math.round(query.minPrice * 100),
      maxCents: query.maxPrice === undefined ? Infinity : Math.round(query.maxPrice * 100),
    };
  }

  private isVisible(slot: number, filter: Filter): boolean {
    if (filter.kind !== ANY && this.kind[slot] !== filter.kind) return false;
    return !filter.inStock || this.stock[slot]! > 0;
  }

  /** The category and price filters, which the facets leave out (they are what the filters offer). */
  private isChosen(slot: number, filter: Filter): boolean {
    if (filter.category !== ANY && this.category[slot] !== filter.category) return false;
    const cents = this.priceCents[slot]!;
    return cents >= filter.minCents && cents <= filter.maxCents;
  }

  private order(sort: NoTextSort): Int32Array {
    let order = this.orders.get(sort);
    if (!order) {
      order = Int32Array.from(this.slotById.values()).sort(this.comparator(sort));
      this.orders.set(sort, order);
    }
    return order;
  }

  /** The first sort key as one number, larger first (the comparator decides ties), for a quick rejection. */
  private primaryOf(query: IndexSearch): (slot: number) => number {
    const { score, priceCents, rating, createdMs } = this;
    switch (query.sort) {
      case 'price_asc':
        return (slot) => -priceCents[slot]!;
      case 'price_desc':
        return (slot) => priceCents[slot]!;
      case 'rating':
        return (slot) => rating[slot]!;
      case 'newest':
        return (slot) => createdMs[slot]!;
      default:
        return (slot) => score[slot]!;
    }
  }

  private comparator(sort: NoTextSort): (a: number, b: number) => number {
    switch (sort) {
      case 'price_asc':
        return (a, b) => this.priceCents[a]! - this.priceCents[b]! || this.tieBreak(a, b);
      case 'price_desc':
        return (a, b) => this.priceCents[b]! - this.priceCents[a]! || this.tieBreak(a, b);
      case 'rating':
        return (a, b) =>
          this.rating[b]! - this.rating[a]! ||
          this.reviewCount[b]! - this.reviewCount[a]! ||
          this.tieBreak(a, b);
      case 'newest':
        return (a, b) => this.tieBreak(a, b);
    }
  }

  /** Newest first, then by name and id (byte order, as the database's C collation sorts them). */
  private tieBreak(a: number, b: number): number {
    return (
      this.createdMs[b]! - this.createdMs[a]! ||
      byteOrder(this.names[a]!, this.names[b]!) ||
      byteOrder(this.ids[a]!, this.ids[b]!)
    );
  }

  private setFields(slot: number, product: IndexedProduct): void {
    const cents = Math.round(Number(product.price) * 100);
    const rating = product.rating ?? 0;
    const created = product.createdAt.getTime();
    const category = this.code(product.category, this.categoryCodes, this.categoryNames);
    if (
      this.priceCents[slot] !== cents ||
      this.rating[slot] !== rating ||
      this.reviewCount[slot] !== product.reviewCount ||
      this.createdMs[slot] !== created
    ) {
      this.orders.clear();
    }
    this.category[slot] = category;
    this.kind[slot] = this.code(product.kind, this.kindCodes, this.kinds);
    this.priceCents[slot] = cents;
    this.stock[slot] = product.stock;
    this.rating[slot] = rating;
    this.reviewCount[slot] = product.reviewCount;
    this.createdMs[slot] = created;
  }

  private code(value: string, codes: Map<string, number>, values: string[]): number {
    let code = codes.get(value);
    if (code === undefined) {
      code = values.length;
      codes.set(value, code);
      values.push(value);
    }
    return code;
  }

  private addWords(slot: number, text: string, field: number): void {
    for (const word of new Set(wordsOf(text))) {
      let list = this.postings.get(word);
      if (!list) {
        list = [];
        this.postings.set(word, list);
        this.sortedWords = null;
        const stem = stemOf(word);
        if (stem !== word) {
          const same = this.wordsByStem.get(stem) ?? new Set<string>();
          same.add(word);
          this.wordsByStem.set(stem, same);
        }
      }
      list.push(slot * 4 + field);
    }
  }

  private vocabulary(): string[] {
    if (!this.sortedWords) {
      this.sortedWords = [...this.postings.keys()].sort(byteOrder);
      this.sortedLetterWords = null;
    }
    return this.sortedWords;
  }

  /** The words made of letters only: the ones a typo can be a misspelling of (not sizes or numbers). */
  private letterWords(): string[] {
    const vocabulary = this.vocabulary(); // first: a grown vocabulary drops the stale list
    this.sortedLetterWords ??= vocabulary.filter((word) => typosAllowed(word) > 0);
    return this.sortedLetterWords;
  }

  private kill(slot: number): void {
    if (this.alive[slot] === 0) return;
    this.alive[slot] = 0;
    this.deadSlots += 1;
    this.orders.clear();
  }

  /** Drops the postings of dead slots and the words no product has any more. */
  private compact(): void {
    for (const [word, list] of this.postings) {
      const kept = list.filter((posting) => this.alive[posting >> 2] === 1);
      if (kept.length > 0) {
        this.postings.set(word, kept);
        continue;
      }
      this.postings.delete(word);
      const stem = stemOf(word);
      this.wordsByStem.get(stem)?.delete(word);
      if (this.wordsByStem.get(stem)?.size === 0) this.wordsByStem.delete(stem);
      this.sortedWords = null;
    }
    // Dead slots stay numbered (the live ones keep their postings), but no longer count as waiting.
    this.deadSlots = 0;
  }

  private allocate(): number {
    if (this.size === this.capacity) this.grow(Math.max(1_024, this.capacity * 2));
    return this.size++;
  }

  private grow(capacity: number): void {
    const grown = <T extends { length: number; set(source: T): void }>(old: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    this.alive = grown(this.alive, (n) => new Uint8Array(n));
    this.category = grown(this.category, (n) => new Int32Array(n));
    this.kind = grown(this.kind, (n) => new Int32Array(n));
    this.priceCents = grown(this.priceCents, (n) => new Float64Array(n));
    this.stock = grown(this.stock, (n) => new Int32Array(n));
    this.rating = grown(this.rating, (n) => new Float64Array(n));
    this.reviewCount = grown(this.reviewCount, (n) => new Int32Array(n));
    this.createdMs = grown(this.createdMs, (n) => new Float64Array(n));
    this.textHash = grown(this.textHash, (n) => new Int32Array(n));
    this.queryMark = grown(this.queryMark, (n) => new Int32Array(n));
    this.wordMark = grown(this.wordMark, (n) => new Int32Array(n));
    this.matchedWords = grown(this.matchedWords, (n) => new Int32Array(n));
    this.wordBest = grown(this.wordBest, (n) => new Float32Array(n));
    this.score = grown(this.score, (n) => new Float32Array(n));
    this.matched = new Int32Array(capacity);
    this.chosen = new Int32Array(capacity);
    this.capacity = capacity;
  }

  private resetMarks(): void {
    this.queryMark.fill(0);
    this.wordMark.fill(0);
    this.stamp = 0;
  }
}

/** Category counts and price bounds of the products seen. */
class Facets {
  private readonly counts: Int32Array;
  private min = Infinity;
  private max = -Infinity;

  constructor(categories: number) {
    this.counts = new Int32Array(categories);
  }

  add(category: number, cents: number): void {
    this.counts[category] += 1;
    if (cents < this.min) this.min = cents;
    if (cents > this.max) this.max = cents;
  }

  answer(names: string[]): Pick<IndexAnswer, 'categories' | 'priceRange'> {
    const categories = names
      .map((category, code) => ({ category, count: this.counts[code]! }))
      .filter((facet) => facet.count > 0)
      .sort((a, b) => byteOrder(a.category, b.category));
    return {
      categories,
      priceRange: categories.length === 0 ? { min: 0, max: 0 } : { min: this.min / 100, max: this.max / 100 },
    };
  }
}

/**
 * The first `count` of the first `length` slots in `slots`, in `compare` order, without sorting all of them
 * when they are many. `primary` is `compare`'s first key as a number, larger first: most slots of a broad
 * search are turned away by it alone.
 */
export function bestOf(
  slots: Int32Array,
  length: number,
  count: number,
  compare: (a: number, b: number) => number,
  primary: (slot: number) => number,
): number[] {
  if (length <= FULL_SORT_LIMIT || count * 8 > length) {
    return Array.from(slots.subarray(0, length)).sort(compare).slice(0, count);
  }
  const best: number[] = [];
  let worst = -Infinity;
  for (let at = 0; at < length; at += 1) {
    const slot = slots[at]!;
    if (best.length === count) {
      const key = primary(slot);
      if (key < worst || (key === worst && compare(slot, best[count - 1]!) >= 0)) continue;
    }
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(best[middle]!, slot) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, slot);
    if (best.length > count) best.pop();
    if (best.length === count) worst = primary(best[count - 1]!);
  }
  return best;
}

function lowerBound(sorted: string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

function byteOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** FNV-1a over the searched text: tells a changed text from a changed stock without keeping the text. */
function textHashOf(product: IndexedProduct): number {
  let hash = 0x811c9dc5;
  for (const text of [
    product.name,
    product.nameNe ?? '',
    product.category,
    product.description,
    product.descriptionNe ?? '',
  ]) {
    for (let index = 0; index < text.length; index += 1) {
      hash ^= text.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193);
    }
    hash = Math.imul(hash ^ 0xff, 0x01000193);
  }
  return hash | 0;
}
