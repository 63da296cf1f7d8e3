import type { ProductSearchCriteria } from '../queries/search-products/search-products.query';
import { byteOrder } from './byte-order';
import { Facets } from './facets';
import { ANY, NONE, RankedMatches, type SlotColumns } from './ranked-matches';
import { searchWordsOf, stemOf, typoDistance, typosAllowed, wordsOf } from './search-words';
import { type NoTextSort, SortedOrders } from './sorted-orders';
import { lowerBound, SortedVocabulary } from './sorted-vocabulary';

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
// In fifths (1, 0.4, 0.2), so that scores are whole numbers and equal scores compare equal.
const FIELD_WEIGHT = Int32Array.of(5, 2, 1);
/** A relevance key is the score times this, minus the product's rank among the newest (under 2^26). */
const RANK_SPAN = 2 ** 26;
/** Up to this many results are sorted whole; beyond, only the best `offset + limit` are kept while scanning. */
const FULL_SORT_LIMIT = 2_000;
/** Searches matching at least this many products keep their matches ranked until the index changes. */
const RANKED_FROM = 5_000;
/** The ranked matches kept hold at most this many slots per product in the shop (4 bytes each). */
const RANKED_SLOTS_PER_PRODUCT = 4;

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
 * compaction, so updates of stock, price or rating (the common ones) never touch the word lists. A search that
 * matches many products keeps its matches ranked until a product is added, removed or re-worded
 * (`RankedMatches`); a new price, kind or stock (in stock or not) makes only their facets stale, and a stock
 * change that leaves the product in stock (an order's usual one) nothing.
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
  private wordBest = new Int32Array(0);
  private score = new Int32Array(0);
  private matched = new Int32Array(0);
  private chosen = new Int32Array(0);
  /** Per chosen result (same position as in `chosen`), its sort key: larger comes first. */
  private keys = new Float64Array(0);
  private stamp = 0;

  /** word -> postings: slot * 4 + field. */
  private postings = new Map<string, number[]>();
  /** stem -> the indexed words with that stem, other than the stem itself (most words have no entry). */
  private wordsByStem = new Map<string, Set<string>>();
  private readonly vocabulary = new SortedVocabulary(
    (word) => this.postings.has(word),
    () => this.postings.keys(),
  );
  private readonly sorted = new SortedOrders(
    (sort) => this.comparator(sort),
    () => this.slotById.values(),
    (slot) => this.alive[slot] === 1,
  );
  /** Per sort, each slot's position in its order (what a search sorts its matches by, as one number). */
  private ranks = new Map<NoTextSort, { order: Int32Array; rank: Int32Array }>();
  /** The ranked matches of searches that match many products, by their words, least recently used first. */
  private rankedByWords = new Map<string, RankedMatches>();
  private rankedSlots = 0;
  /** Every live product as ranked matches: what a listing pages and counts. */
  private everything: RankedMatches | null = null;

  /** `rankedFrom`: how many matches a search needs to keep them ranked (RANKED_FROM; tests set their own). */
  constructor(private readonly rankedFrom = RANKED_FROM) {}

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
    this.addWords(slot, [
      [product.name, NAME],
      [product.nameNe, NAME],
      [product.category, CATEGORY],
      [product.description, DESCRIPTION],
      [product.descriptionNe, DESCRIPTION],
    ]);
    this.sorted.move(slot);
    this.forgetMatches();
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
    // Sorted by relevance when null; its ties go newest first, as the list does.
    const sort: NoTextSort | null = !query.sort || query.sort === 'relevance' ? null : query.sort;
    const exact = this.find(words, false, filter, query, sort);
    // Nothing matches as typed: try again with the words read as typos of the shop's words.
    return exact.visible > 0 ? exact.answer : this.find(words, true, filter, query, sort).answer;
  }

  /**
   * The answer over the products `words` match (as typos of the shop's words with `typos`), sorted by `sort`
   * or by relevance when it is null, and how many of the matches the kind and stock filters let through.
   */
  private find(
    words: string[],
    typos: boolean,
    filter: Filter,
    query: IndexSearch,
    sort: NoTextSort | null,
  ): { visible: number; answer: IndexAnswer } {
    const key = `${typos ? '~' : '='}${words.join(' ')}`;
    let ranked = this.rankedByWords.get(key);
    if (ranked) {
      this.rankedByWords.delete(key);
      this.rankedByWords.set(key, ranked);
    } else {
      const count = this.match(words, typos);
      if (count < this.rankedFrom) return this.answerOfFew(count, filter, query, sort);
      ranked = RankedMatches.rank(this.matched, count, this.score, this.order('newest'), this.capacity);
      this.keepRanked(key, ranked);
    }
    return this.answerOfRanked(ranked, filter, query, sort);
  }

  /** The answer over the `count` slots `match` left in `matched`: scanned, and ranked as far as the page. */
  private answerOfFew(
    count: number,
    filter: Filter,
    query: IndexSearch,
    sort: NoTextSort | null,
  ): { visible: number; answer: IndexAnswer } {
    const found = this.collect(count, filter, this.rank(sort ?? 'newest'), sort === null);
    const best = bestOf(this.chosen, this.keys, found.chosen, query.offset + query.limit);
    const answer = {
      ids: best.slice(query.offset).map((slot) => this.ids[slot]!),
      total: found.chosen,
      ...found.facets.answer(this.categoryNames),
    };
    return { visible: found.visible, answer };
  }

  /**
   * The answer over kept matches: the facets (and often the total) are kept with them, and the page is the
   * first chosen ones met walking the relevance order, or the `sort` order of the whole shop.
   */
  private answerOfRanked(
    ranked: RankedMatches,
    filter: Filter,
    query: IndexSearch,
    sort: NoTextSort | null,
  ): { visible: number; answer: IndexAnswer } {
    const facets = ranked.facetsOf(filter, this.columns());
    const priceFiltered = filter.minCents !== -Infinity || filter.maxCents !== Infinity;
    // Without a price filter the facets hold the total; with one, the walk counts it.
    const known = priceFiltered
      ? null
      : filter.category === ANY
        ? facets.visible
        : facets.countOf(filter.category);
    const order = sort === null ? ranked.byRelevance : this.order(sort);
    const end = query.offset + query.limit;
    const ids: string[] = [];
    let seen = 0;
    if (facets.visible > 0 && known !== 0) {
      for (let at = 0; at < order.length; at += 1) {
        const slot = order[at]!;
        if (sort !== null && !ranked.has(slot)) continue;
        if (!this.isVisible(slot, filter) || !this.isChosen(slot, filter)) continue;
        if (seen >= query.offset && seen < end) ids.push(this.ids[slot]!);
        seen += 1;
        if (seen >= end && known !== null) break;
      }
    }
    const answer = { ids, total: known ?? seen, ...facets.answer(this.categoryNames) };
    return { visible: facets.visible, answer };
  }

  /** Keeps `ranked`, letting go of the least recently used ones beyond the budget. */
  private keepRanked(key: string, ranked: RankedMatches): void {
    this.rankedByWords.set(key, ranked);
    this.rankedSlots += ranked.size;
    const budget = RANKED_SLOTS_PER_PRODUCT * Math.max(this.slotById.size, this.rankedFrom);
    for (const [oldest, kept] of this.rankedByWords) {
      if (this.rankedSlots <= budget || oldest === key) break;
      this.rankedByWords.delete(oldest);
      this.rankedSlots -= kept.size;
    }
  }

  private columns(): SlotColumns {
    const { category, priceCents, kind, stock } = this;
    return { category, priceCents, kind, stock, categoryCount: this.categoryNames.length };
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
    this.everything ??= RankedMatches.everything(this.order('newest'));
    return this.answerOfRanked(this.everything, filter, query, sort === 'newest' ? null : sort).answer;
  }

  /**
   * Of the `count` matched slots (in `matched`), counts the visible ones into facets and copies the chosen
   * ones (category and price filters too) to `chosen`, each with its sort key in `keys`: the score first when
   * `byRelevance`, then the slot's `rank`.
   */
  private collect(
    count: number,
    filter: Filter,
    rank: Int32Array,
    byRelevance: boolean,
  ): { visible: number; chosen: number; facets: Facets } {
    // The hottest loop of a broad search: plain locals and typed arrays only.
    const { matched, chosen: out, keys, kind, stock, category, priceCents, score } = this;
    const { kind: kindWanted, category: categoryWanted, inStock, minCents, maxCents } = filter;
    const counts = new Int32Array(this.categoryNames.length);
    let min = Infinity;
    let max = -Infinity;
    let visible = 0;
    let chosen = 0;
    for (let at = 0; at < count; at += 1) {
      const slot = matched[at]!;
      if ((kindWanted !== ANY && kind[slot] !== kindWanted) || (inStock && stock[slot]! <= 0)) continue;
      visible += 1;
      const code = category[slot]!;
      const cents = priceCents[slot]!;
      counts[code] += 1;
      if (cents < min) min = cents;
      if (cents > max) max = cents;
      if ((categoryWanted === ANY || code === categoryWanted) && cents >= minCents && cents <= maxCents) {
        keys[chosen] = byRelevance ? score[slot]! * RANK_SPAN - rank[slot]! : -rank[slot]!;
        out[chosen++] = slot;
      }
    }
    return { visible, chosen, facets: new Facets(counts, min, max, visible) };
  }

  /**
   * Puts the slots holding every word (a prefix of a word, a word of the same stem, or with `typos`, a near
   * one) in `matched`, with their scores in `score`; answers how many there are.
   */
  private match(words: string[], typos: boolean): number {
    const { alive, queryMark, matchedWords, wordMark, wordBest, matched, score } = this;
    // Worked out once: read as a typo, finding a word's forms means comparing it with the whole vocabulary.
    const firstForms = this.indexedWordsFor(words[0]!, typos);
    // One word found as one indexed word (a broad search's usual case): its list names each slot once.
    if (words.length === 1 && firstForms.size === 1)
      return this.matchOne(this.postings.get([...firstForms][0]!)!);
    this.stamp += 1;
    const queryStamp = this.stamp;
    let count = 0;
    for (const [position, word] of words.entries()) {
      this.stamp += 1;
      const wordStamp = this.stamp;
      count = 0;
      for (const indexed of position === 0 ? firstForms : this.indexedWordsFor(word, typos)) {
        const list = this.postings.get(indexed)!;
        for (let at = 0; at < list.length; at += 1) {
          const posting = list[at]!;
          const slot = posting >> 2;
          const weight = FIELD_WEIGHT[posting & 3]!;
          if (wordMark[slot] === wordStamp) {
            // Found again for this word (in another field, or by another of its forms): the best field counts.
            if (weight > wordBest[slot]!) {
              score[slot] += weight - wordBest[slot]!;
              wordBest[slot] = weight;
            }
            continue;
          }
          if (alive[slot] === 0) continue;
          if (position > 0 && (queryMark[slot] !== queryStamp || matchedWords[slot] !== position)) continue;
          wordMark[slot] = wordStamp;
          wordBest[slot] = weight;
          if (position === 0) {
            queryMark[slot] = queryStamp;
            score[slot] = weight;
          } else score[slot] += weight;
          matchedWords[slot] = position + 1;
          matched[count++] = slot;
        }
      }
      if (count === 0) break;
    }
    if (this.stamp > 2_000_000_000) this.resetMarks();
    return count;
  }

  /** `match` for the one list of a one-word search: its live slots and their fields' weights. */
  private matchOne(list: number[]): number {
    const { alive, matched, score } = this;
    let count = 0;
    for (let at = 0; at < list.length; at += 1) {
      const posting = list[at]!;
      const slot = posting >> 2;
      if (alive[slot] === 0) continue;
      score[slot] = FIELD_WEIGHT[posting & 3]!;
      matched[count++] = slot;
    }
    return count;
  }

  private indexedWordsFor(word: string, typos: boolean): Set<string> {
    const result = new Set<string>();
    const sorted = this.vocabulary.sorted();
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
    for (const candidate of this.vocabulary.letters()) {
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
    return this.sorted.get(sort);
  }

  private rank(sort: NoTextSort): Int32Array {
    const order = this.order(sort);
    const kept = this.ranks.get(sort);
    if (kept && kept.order === order && kept.rank.length === this.capacity) return kept.rank;
    const rank = new Int32Array(this.capacity);
    for (let at = 0; at < order.length; at += 1) rank[order[at]!] = at;
    this.ranks.set(sort, { order, rank });
    return rank;
  }

  private forgetFacets(inStockOnly: boolean): void {
    for (const ranked of this.rankedByWords.values()) ranked.forgetFacets(inStockOnly);
    this.everything?.forgetFacets(inStockOnly);
  }

  /** Kept matches are ranked by the newest order and by what matches: a product added, hidden or re-dated. */
  private forgetMatches(): void {
    this.rankedByWords.clear();
    this.rankedSlots = 0;
    this.everything = null;
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
    const kind = this.code(product.kind, this.kindCodes, this.kinds);
    // What each change makes stale; a new category is a new text, so a new slot.
    if (this.createdMs[slot] !== created) {
      this.sorted.move(slot);
      this.forgetMatches();
    }
    if (this.priceCents[slot] !== cents) this.sorted.move(slot, ['price_asc', 'price_desc']);
    if (this.rating[slot] !== rating || this.reviewCount[slot] !== product.reviewCount)
      this.sorted.move(slot, ['rating']);
    if (this.priceCents[slot] !== cents || this.kind[slot] !== kind) this.forgetFacets(false);
    else if (this.stock[slot]! > 0 !== product.stock > 0) this.forgetFacets(true);
    this.category[slot] = category;
    this.kind[slot] = kind;
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

  /** One posting per word of the product, for the best field it is in: a word's list names each slot once. */
  private addWords(slot: number, fields: [text: string | null, field: number][]): void {
    const bestField = new Map<string, number>();
    for (const [text, field] of fields) {
      if (!text) continue;
      for (const word of wordsOf(text)) {
        if (!bestField.has(word) || field < bestField.get(word)!) bestField.set(word, field);
      }
    }
    for (const [word, field] of bestField) {
      let list = this.postings.get(word);
      if (!list) {
        list = [];
        this.postings.set(word, list);
        this.vocabulary.add(word);
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

  private kill(slot: number): void {
    if (this.alive[slot] === 0) return;
    this.alive[slot] = 0;
    this.deadSlots += 1;
    this.sorted.move(slot);
    this.forgetMatches();
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
      this.vocabulary.wordsRemoved();
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
    this.wordBest = grown(this.wordBest, (n) => new Int32Array(n));
    this.score = grown(this.score, (n) => new Int32Array(n));
    this.matched = new Int32Array(capacity);
    this.chosen = new Int32Array(capacity);
    this.keys = new Float64Array(capacity);
    this.capacity = capacity;
  }

  private resetMarks(): void {
    this.queryMark.fill(0);
    this.wordMark.fill(0);
    this.stamp = 0;
  }
}

/**
 * The first `count` of the first `length` slots in `slots`, largest `keys` first (`keys[i]` is `slots[i]`'s),
 * without sorting all of them when they are many: most slots of a broad search are turned away by one
 * comparison with the worst key kept so far.
 */
export function bestOf(slots: Int32Array, keys: Float64Array, length: number, count: number): number[] {
  if (length <= FULL_SORT_LIMIT || count * 8 > length) {
    return Array.from({ length }, (_, at) => at)
      .sort((a, b) => keys[b]! - keys[a]!)
      .slice(0, count)
      .map((at) => slots[at]!);
  }
  const bestKeys = new Float64Array(count);
  const best = new Int32Array(count);
  let kept = 0;
  for (let at = 0; at < length; at += 1) {
    const key = keys[at]!;
    if (kept === count && key <= bestKeys[count - 1]!) continue;
    let low = 0;
    let high = kept;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (bestKeys[middle]! >= key) low = middle + 1;
      else high = middle;
    }
    const end = kept === count ? count - 1 : kept;
    bestKeys.copyWithin(low + 1, low, end);
    best.copyWithin(low + 1, low, end);
    bestKeys[low] = key;
    best[low] = slots[at]!;
    if (kept < count) kept += 1;
  }
  return Array.from(best.subarray(0, kept));
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
