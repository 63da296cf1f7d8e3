import { describe, expect, it } from 'vitest';
import { bestOf, type IndexedProduct, ProductSearchIndex } from './product-search-index';
import { searchWordsOf, typoDistance } from './search-words';

let next = 0;
function product(overrides: Partial<IndexedProduct>): IndexedProduct {
  next += 1;
  return {
    id: `00000000-0000-0000-0000-${String(next).padStart(12, '0')}`,
    name: `Product ${next}`,
    nameNe: null,
    category: 'Food',
    description: 'Made in Nepal.',
    descriptionNe: null,
    kind: 'product',
    price: '100.00',
    stock: 5,
    rating: null,
    reviewCount: 0,
    createdAt: new Date(Date.UTC(2026, 10, 1) + next * 60_000),
    isActive: true,
    ...overrides,
  };
}

const page = { offset: 0, limit: 24 };
function namesOf(index: ProductSearchIndex, products: IndexedProduct[], text: string): string[] {
  const byId = new Map(products.map((item) => [item.id, item.name]));
  return index.search({ text, ...page }).ids.map((id) => byId.get(id)!);
}

describe('ProductSearchIndex', () => {
  it('finds a product by a changed name, and no longer by the old one', () => {
    const index = new ProductSearchIndex();
    const collar = product({ name: 'Leather Collar' });
    index.upsert(collar);
    index.upsert({ ...collar, name: 'Nylon Collar' });
    expect(index.search({ text: 'leather', ...page }).ids).toEqual([]);
    expect(index.search({ text: 'nylon', ...page }).ids).toEqual([collar.id]);
    expect(index.search({ text: 'collar', ...page }).total).toBe(1);
  });

  it('keeps the word lists when only stock or price change, and filters by the new values', () => {
    const index = new ProductSearchIndex();
    const bone = product({ name: 'Yak Bone', stock: 2, price: '300.00' });
    index.upsert(bone);
    index.upsert({ ...bone, stock: 0, price: '350.00' });
    expect(index.search({ text: 'bone', inStock: true, ...page }).total).toBe(0);
    expect(index.search({ text: 'bone', ...page }).priceRange).toEqual({ min: 350, max: 350 });
  });

  it('reads a typo only when nothing matches as typed', () => {
    const index = new ProductSearchIndex();
    const items = [product({ name: 'Pedigree Puppy' }), product({ name: 'Pedigre Lookalike' })];
    items.forEach((item) => index.upsert(item));
    expect(namesOf(index, items, 'pedigre')).toEqual(['Pedigre Lookalike', 'Pedigree Puppy']);
    expect(namesOf(index, items, 'pedigee')).toEqual(['Pedigre Lookalike', 'Pedigree Puppy']);
    expect(namesOf(index, items, 'pdgr')).toEqual([]);
  });

  it('needs every word, and ranks name matches above description matches', () => {
    const index = new ProductSearchIndex();
    const items = [
      product({ name: 'Rope Toy', description: 'For a dog that likes to chew.' }),
      product({ name: 'Chew Stick', description: 'A treat.' }),
      product({ name: 'Chew Rope', description: 'Cotton.' }),
    ];
    items.forEach((item) => index.upsert(item));
    expect(namesOf(index, items, 'chew')).toEqual(['Chew Rope', 'Chew Stick', 'Rope Toy']);
    expect(namesOf(index, items, 'rope chew')).toEqual(['Chew Rope', 'Rope Toy']);
  });

  it('ranks a one-word search over thousands of matches by field, then newest, page by page, without a full sort', () => {
    const index = new ProductSearchIndex();
    const items = Array.from({ length: 3_000 }, (_, at) =>
      product({
        name: at % 500 === 0 ? `Kennel Mat ${at}` : `Blanket ${at}`,
        // In name and description both: one match, at the name's weight (not counted twice).
        description: 'A warm mat for the kennel.',
        price: `${100 + at}.00`,
      }),
    );
    items.forEach((item) => index.upsert(item));
    const retired = items[2_999]!;
    index.upsert({ ...retired, name: 'Retired Blanket', description: 'Gone.' });
    const byName = (text: string, offset: number) => {
      const answer = index.search({ text, offset, limit: 3 });
      return {
        total: answer.total,
        names: answer.ids.map((id) => items.find((item) => item.id === id)!.name),
      };
    };
    expect(byName('kennel', 0)).toEqual({
      total: 2_999,
      names: ['Kennel Mat 2500', 'Kennel Mat 2000', 'Kennel Mat 1500'],
    });
    expect(byName('kennel', 5)).toEqual({
      total: 2_999,
      names: ['Kennel Mat 0', 'Blanket 2998', 'Blanket 2997'],
    });
    expect(index.search({ text: 'kennel', ...page }).priceRange).toEqual({ min: 100, max: 3_098 });
  });

  it('counts categories and prices over the text matches whatever the category and price filters', () => {
    const index = new ProductSearchIndex();
    index.upsert(product({ name: 'Ball A', category: 'Toys', price: '200.00' }));
    index.upsert(product({ name: 'Ball B', category: 'Toys', price: '900.00' }));
    index.upsert(product({ name: 'Ball Food', category: 'Food', price: '50.00' }));
    const answer = index.search({ text: 'ball', category: 'Toys', maxPrice: 500, ...page });
    expect(answer.total).toBe(1);
    expect(answer.categories).toEqual([
      { category: 'Food', count: 1 },
      { category: 'Toys', count: 2 },
    ]);
    expect(answer.priceRange).toEqual({ min: 50, max: 900 });
  });

  it('still answers right after many text changes made it drop old word lists', () => {
    const index = new ProductSearchIndex();
    const item = product({ name: 'Version 0' });
    for (let version = 1; version <= 1_500; version += 1)
      index.upsert({ ...item, name: `Version ${version}` });
    expect(index.count).toBe(1);
    expect(index.search({ text: 'version', ...page }).ids).toEqual([item.id]);
    expect(index.search({ text: '1500', ...page }).ids).toEqual([item.id]);
    expect(index.search({ text: '1499', ...page }).ids).toEqual([]);
  });

  it('lists without text newest first and forgets removed products', () => {
    const index = new ProductSearchIndex();
    const older = product({ name: 'Older' });
    const newer = product({ name: 'Newer' });
    index.upsert(older);
    index.upsert(newer);
    expect(index.search(page).ids).toEqual([newer.id, older.id]);
    index.upsert({ ...newer, isActive: false });
    expect(index.search(page)).toMatchObject({ ids: [older.id], total: 1 });
  });
});

describe('bestOf', () => {
  const values = Array.from({ length: 5_000 }, (_, index) => (index * 7_919) % 5_003);
  const slots = Int32Array.from(values, (_, at) => at * 3);
  const keys = Float64Array.from(values, (value) => -value);
  const fullSort = (count: number) =>
    values
      .map((value, at) => ({ value, slot: at * 3 }))
      .sort((a, b) => a.value - b.value)
      .slice(0, count)
      .map(({ slot }) => slot);

  it('keeps the same first ones as a full sort, scanning when they are few of many', () => {
    expect(bestOf(slots, keys, values.length, 24)).toEqual(fullSort(24));
  });

  it('sorts whole when many are asked for, and answers fewer when fewer are there', () => {
    expect(bestOf(slots, keys, values.length, 1_000)).toEqual(fullSort(1_000));
    expect(bestOf(slots, keys, 3, 24)).toEqual(
      [0, 1, 2].sort((a, b) => values[a]! - values[b]!).map((at) => at * 3),
    );
  });
});

describe('search words', () => {
  it('leaves out stop words unless nothing else is left', () => {
    expect(searchWordsOf('Food for the puppies')).toEqual(['food', 'puppies']);
    expect(searchWordsOf('the')).toEqual(['the']);
  });

  it('counts typing mistakes, a swap as one', () => {
    expect(typoDistance('himalyan', 'himalayan', 2)).toBe(1);
    expect(typoDistance('drosl', 'drols', 1)).toBe(1);
    expect(typoDistance('kitten', 'sitting', 1)).toBe(2);
  });
});

describe('ProductSearchIndex without filters', () => {
  it('pages the whole shop newest first and counts it, with facets only when asked', () => {
    const index = new ProductSearchIndex();
    const items = Array.from({ length: 5 }, (_, n) => product({ name: `Item ${n}`, price: `${100 + n}.00` }));
    items.forEach((item) => index.upsert(item));
    const newestFirst = [...items].reverse().map((item) => item.id);
    expect(index.search({ offset: 1, limit: 2 })).toEqual({
      ids: newestFirst.slice(1, 3),
      total: 5,
      categories: [],
      priceRange: { min: 0, max: 0 },
    });
    expect(index.search({ offset: 1, limit: 2, withFacets: true })).toMatchObject({
      ids: newestFirst.slice(1, 3),
      categories: [{ category: 'Food', count: 5 }],
      priceRange: { min: 100, max: 104 },
    });
  });
});

describe('ProductSearchIndex typos', () => {
  it('recognises a misspelling of a word added after an earlier typo search', () => {
    const index = new ProductSearchIndex();
    index.upsert(product({ name: 'Himalaya Chew' }));
    expect(index.search({ text: 'himalya', ...page }).total).toBe(1);
    const leash = product({ name: 'Nylon Leash' });
    index.upsert(leash);
    expect(index.search({ text: 'nylom', ...page }).ids).toEqual([leash.id]);
  });

  describe('Nepali (Devanagari) names and descriptions', () => {
    const food = () =>
      product({ name: 'Pedigree Adult Dry Food 3 kg', nameNe: 'पेडिग्री वयस्क कुकुरको खाना ३ केजी' });
    const collar = () =>
      product({
        name: 'Leather Collar',
        nameNe: 'छालाको पट्टा',
        descriptionNe: 'कुकुरको घाँटीमा लगाउने बलियो पट्टा।',
      });

    it('finds a product by a whole Nepali word of its name, vowel signs and all', () => {
      const index = new ProductSearchIndex();
      const items = [food(), collar()];
      items.forEach((item) => index.upsert(item));
      expect(namesOf(index, items, 'खाना')).toEqual(['Pedigree Adult Dry Food 3 kg']);
      expect(namesOf(index, items, 'पट्टा')).toEqual(['Leather Collar']);
      expect(namesOf(index, items, 'कुकुरको')).toEqual(['Pedigree Adult Dry Food 3 kg', 'Leather Collar']);
    });

    it('keeps a Devanagari word whole: a vowel sign does not split it, so a part of another word does not match', () => {
      expect(searchWordsOf('कुकुरको खाना')).toEqual(['कुकुरको', 'खाना']);
      const index = new ProductSearchIndex();
      const items = [food()];
      items.forEach((item) => index.upsert(item));
      // A prefix finds the word; its tail does not (a vowel sign no longer starts a word of its own).
      expect(namesOf(index, items, 'खान')).toEqual(['Pedigree Adult Dry Food 3 kg']);
      expect(namesOf(index, items, 'ाना')).toEqual([]);
    });

    it('matches a word typed with decomposed characters to its composed spelling (NFC)', () => {
      // U+0929 (NNNA) is U+0928 NA + U+093C NUKTA composed: the same word, different code points.
      const composed = '\u0929\u093E\u092E';
      const decomposed = '\u0928\u093C\u093E\u092E';
      expect(composed).not.toBe(decomposed);
      const index = new ProductSearchIndex();
      const items = [product({ name: 'Name tag', nameNe: decomposed })];
      items.forEach((item) => index.upsert(item));
      expect(namesOf(index, items, composed)).toEqual(['Name tag']);
      expect(namesOf(index, items, decomposed)).toEqual(['Name tag']);
    });

    it('mixes the languages in one query, and ranks a Nepali name above a Nepali description', () => {
      const index = new ProductSearchIndex();
      const inName = product({ name: 'Dog Bed', nameNe: 'कुकुरको ओछ्यान' });
      const inDescription = product({ name: 'Dog Blanket', descriptionNe: 'कुकुरको ओछ्यानमा राख्ने कम्बल' });
      const items = [inDescription, inName];
      items.forEach((item) => index.upsert(item));
      expect(namesOf(index, items, 'dog ओछ्यान')).toEqual(['Dog Bed', 'Dog Blanket']);
    });

    it('finds a product by its new Nepali name only, after the name is changed or removed', () => {
      const index = new ProductSearchIndex();
      const item = collar();
      index.upsert(item);
      index.upsert({ ...item, nameNe: 'नाइलनको पट्टा', descriptionNe: null });
      expect(index.search({ text: 'छालाको', ...page }).ids).toEqual([]);
      expect(index.search({ text: 'नाइलनको', ...page }).ids).toEqual([item.id]);
      index.upsert({ ...item, nameNe: null, descriptionNe: null });
      expect(index.search({ text: 'पट्टा', ...page }).ids).toEqual([]);
      expect(index.search({ text: 'collar', ...page }).ids).toEqual([item.id]);
    });

    it('does not read Devanagari words as English typos', () => {
      const index = new ProductSearchIndex();
      const items = [food()];
      items.forEach((item) => index.upsert(item));
      expect(namesOf(index, items, 'खानु')).toEqual([]);
    });
  });
});
