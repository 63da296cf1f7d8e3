import type { ProductSort } from '@kukur/contracts';
import { describe, expect, it } from 'vitest';
import { type IndexedProduct, type IndexSearch, ProductSearchIndex } from './product-search-index';

/** A small deterministic generator, so that a failure is the same on every run. */
function generator(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return (state >>> 8) % below;
  };
}

const BRANDS = ['Pedigree', 'Drools', 'Farmina', 'Himalaya', 'Kong'];
const TYPES = [
  'Chicken Kibble',
  'Puppy Starter',
  'Yak Chew',
  'Rope Toy',
  'Leather Collar',
  'Joint Supplement',
];
const CATEGORIES = ['Food', 'Toys', 'Accessories', 'Supplements'];
const SORTS: ProductSort[] = ['relevance', 'price_asc', 'price_desc', 'rating', 'newest'];
const TEXTS = [
  'dog',
  'pedigree',
  'chew',
  'toy',
  'farmina joint',
  'rope dog',
  'kibble',
  'yak',
  'pedigee',
  'nepal',
];

function productOf(random: (below: number) => number, number: number): IndexedProduct {
  const brand = BRANDS[random(BRANDS.length)]!;
  const type = TYPES[random(TYPES.length)]!;
  return {
    id: `00000000-0000-0000-0000-${String(number).padStart(12, '0')}`,
    name: `${brand} ${type} ${1 + random(5)} kg`,
    nameNe: null,
    category: CATEGORIES[random(CATEGORIES.length)]!,
    description:
      random(2) === 0 ? `For a dog of any age. ${type} made in Nepal.` : `${brand}, tested in Kathmandu.`,
    descriptionNe: null,
    kind: random(10) === 0 ? 'vaccine' : 'product',
    price: `${100 + random(4_000)}.00`,
    stock: random(4) === 0 ? 0 : 1 + random(20),
    rating: random(3) === 0 ? null : 1 + random(5),
    reviewCount: random(30),
    // Some share a moment, so the name and id break ties.
    createdAt: new Date(Date.UTC(2026, 9, 1) + random(400) * 60_000),
    isActive: true,
  };
}

function searchOf(random: (below: number) => number, withText: boolean): IndexSearch {
  const search: IndexSearch = { offset: [0, 0, 5, 24, 90][random(5)]!, limit: [3, 24][random(2)]! };
  if (withText) search.text = TEXTS[random(TEXTS.length)];
  if (random(2) === 0) search.sort = SORTS[random(SORTS.length)];
  if (random(3) === 0) search.category = [...CATEGORIES, 'Cage'][random(5)];
  if (random(4) === 0) search.kind = (['product', 'vaccine'] as const)[random(2)];
  if (random(3) === 0) search.inStock = true;
  if (random(4) === 0) search.minPrice = 100 + random(2_000);
  if (random(4) === 0) search.maxPrice = 1_500 + random(3_000);
  if (random(2) === 0) search.withFacets = true;
  return search;
}

/** A change a shop makes: stock sold or sold out, a new price or category, a product hidden or added. */
function change(random: (below: number) => number, products: IndexedProduct[]): IndexedProduct {
  const at = random(products.length);
  const before = products[at]!;
  const changes: Partial<IndexedProduct>[] = [
    { stock: Math.max(0, before.stock - 1) },
    { stock: 0 },
    { stock: 7 },
    { price: `${100 + random(4_000)}.00` },
    { category: CATEGORIES[random(CATEGORIES.length)]! },
    { kind: before.kind === 'product' ? 'vaccine' : 'product' },
    { isActive: !before.isActive },
    { rating: 1 + random(5), reviewCount: before.reviewCount + 1 },
    { name: `${before.name} Plus` },
    { createdAt: new Date(Date.UTC(2026, 9, 1) + random(400) * 60_000) },
  ];
  const after = { ...before, ...changes[random(changes.length)] };
  products[at] = after;
  return after;
}

const newestFirst = (a: IndexedProduct, b: IndexedProduct) =>
  b.createdAt.getTime() - a.createdAt.getTime() ||
  (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const SORTED_BY: Record<
  Exclude<ProductSort, 'relevance'>,
  (a: IndexedProduct, b: IndexedProduct) => number
> = {
  newest: newestFirst,
  price_asc: (a, b) => Number(a.price) - Number(b.price) || newestFirst(a, b),
  price_desc: (a, b) => Number(b.price) - Number(a.price) || newestFirst(a, b),
  rating: (a, b) => (b.rating ?? 0) - (a.rating ?? 0) || b.reviewCount - a.reviewCount || newestFirst(a, b),
};

/** A listing (no text) worked out the plain way, from the products as they are now. */
function listingOf(products: IndexedProduct[], search: IndexSearch) {
  const visible = products.filter(
    (item) =>
      item.isActive &&
      (search.kind === undefined || item.kind === search.kind) &&
      (!search.inStock || item.stock > 0),
  );
  const chosen = visible
    .filter(
      (item) =>
        (search.category === undefined || item.category === search.category) &&
        (search.minPrice === undefined || Number(item.price) >= search.minPrice) &&
        (search.maxPrice === undefined || Number(item.price) <= search.maxPrice),
    )
    .sort(SORTED_BY[!search.sort || search.sort === 'relevance' ? 'newest' : search.sort]);
  const counts = new Map<string, number>();
  for (const item of visible) counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
  const prices = visible.map((item) => Number(item.price));
  return {
    ids: chosen.slice(search.offset, search.offset + search.limit).map((item) => item.id),
    total: chosen.length,
    categories: [...counts]
      .map(([category, count]) => ({ category, count }))
      .sort((a, b) => (a.category < b.category ? -1 : 1)),
    priceRange:
      prices.length === 0 ? { min: 0, max: 0 } : { min: Math.min(...prices), max: Math.max(...prices) },
  };
}

describe('ProductSearchIndex as products change', () => {
  it('answers every search as an index made afresh from the products as they are, as products change', () => {
    const random = generator(15);
    const products = Array.from({ length: 300 }, (_, at) => productOf(random, at + 1));
    // Both follow the changes: one keeps every search's matches, the other none (it ranks by kept orders).
    const keeping = new ProductSearchIndex(0);
    const scanning = new ProductSearchIndex(Number.POSITIVE_INFINITY);
    for (const item of products) {
      keeping.upsert(item);
      scanning.upsert(item);
    }
    let fresh: ProductSearchIndex | null = null;
    let compared = 0;
    for (let step = 0; step < 1_200; step += 1) {
      if (random(5) === 0) {
        const changed = change(random, products);
        keeping.upsert(changed);
        scanning.upsert(changed);
        fresh = null;
        continue;
      }
      if (!fresh) {
        fresh = new ProductSearchIndex(Number.POSITIVE_INFINITY);
        for (const item of products) fresh.upsert(item);
      }
      const search = searchOf(random, true);
      // Twice: the second answer comes from the kept matches.
      keeping.search(search);
      const expected = fresh.search(search);
      expect(keeping.search(search), JSON.stringify(search)).toEqual(expected);
      expect(scanning.search(search), JSON.stringify(search)).toEqual(expected);
      compared += 1;
    }
    expect(compared).toBeGreaterThan(800);
  });

  it('lists, counts and facets the shop as it is after each change', () => {
    const random = generator(29);
    const products = Array.from({ length: 300 }, (_, at) => productOf(random, at + 1));
    const index = new ProductSearchIndex(0);
    products.forEach((item) => index.upsert(item));
    for (let step = 0; step < 600; step += 1) {
      if (random(4) === 0) {
        index.upsert(change(random, products));
        continue;
      }
      const search = { ...searchOf(random, false), withFacets: true };
      expect(index.search(search), JSON.stringify(search)).toEqual(listingOf(products, search));
    }
  });

  it('finds a sold-out product again when it is back in stock, and counts it in its new category', () => {
    const index = new ProductSearchIndex(0);
    const random = generator(3);
    const products = Array.from({ length: 50 }, (_, at) => ({ ...productOf(random, at + 1), stock: 5 }));
    products.forEach((item) => index.upsert(item));
    const first = index.search({ text: 'kg', inStock: true, offset: 0, limit: 100 });
    expect(first.total).toBe(50);
    const sold = products[0]!;
    index.upsert({ ...sold, stock: 4 });
    expect(index.search({ text: 'kg', inStock: true, offset: 0, limit: 100 }).total).toBe(50);
    index.upsert({ ...sold, stock: 0 });
    const soldOut = index.search({ text: 'kg', inStock: true, offset: 0, limit: 100 });
    expect(soldOut.total).toBe(49);
    expect(soldOut.ids).not.toContain(sold.id);
    index.upsert({ ...sold, stock: 3, category: 'Cage' });
    const back = index.search({ text: 'kg', inStock: true, offset: 0, limit: 100 });
    expect(back.total).toBe(50);
    expect(back.categories).toContainEqual({ category: 'Cage', count: 1 });
  });

  it('re-sorts kept matches by a new rating, price or date, and bounds their prices anew', () => {
    const random = generator(7);
    const products = Array.from({ length: 40 }, (_, at) => ({
      ...productOf(random, at + 1),
      name: `Chew ${at}`,
    }));
    const index = new ProductSearchIndex(0);
    products.forEach((item) => index.upsert(item));
    const first = (search: Partial<IndexSearch>) =>
      index.search({ text: 'chew', offset: 0, limit: 1, ...search }).ids[0];
    const last = products[39]!;
    for (const sort of SORTS) first({ sort });
    index.upsert({ ...last, rating: 5, reviewCount: 1_000 });
    expect(first({ sort: 'rating' })).toBe(last.id);
    index.upsert({ ...last, price: '1.00' });
    expect(first({ sort: 'price_asc' })).toBe(last.id);
    expect(index.search({ text: 'chew', offset: 0, limit: 1 }).priceRange.min).toBe(1);
    index.upsert({ ...last, price: '99999.00' });
    expect(first({ sort: 'price_desc' })).toBe(last.id);
    expect(index.search({ text: 'chew', offset: 0, limit: 1 }).priceRange.max).toBe(99_999);
    index.upsert({ ...last, createdAt: new Date(Date.UTC(2027, 0, 1)) });
    expect(first({ sort: 'newest' })).toBe(last.id);
    expect(first({})).toBe(last.id);
  });
});
