#!/usr/bin/env node
// The API's in-memory search index alone, without HTTP or a database: fills it with the catalogue benchmark's
// generated products and times `search()` for broad, filtered, sorted, selective and typo searches, the first
// search of each (when a broad search ranks its matches) and the median of the next ones.
//   node tools/bench/search-index.mjs [products, default 1000000]   (needs a build: npx nx run-many -t build)
// Not part of `npm run bench`: it measures the index's own cost, to compare two versions of it.
import { createRequire } from 'node:module';
import { BRANDS, TYPES } from './catalogue-data.mjs';

const require = createRequire(import.meta.url);
const {
  ProductSearchIndex,
} = require('../../libs/server/catalogue/dist/search-index/product-search-index.js');

const SEARCHES = {
  broad: { text: 'dog' },
  'broad, page 3': { text: 'dog', offset: 48 },
  'broad, one category': { text: 'dog', category: 'Toys' },
  'broad, price range': { text: 'dog', minPrice: 500, maxPrice: 900 },
  'broad, in stock': { text: 'dog', inStock: true },
  'broad, by price': { text: 'dog', sort: 'price_asc' },
  'two broad words': { text: 'dog food' },
  selective: { text: 'farmina joint' },
  typo: { text: 'pedigee adlt' },
  'list, one category': { category: 'Toys' },
};
const RUNS = 31;

const size = Number(process.argv[2] ?? 1_000_000);
const index = new ProductSearchIndex();
const now = Date.now();
let started = performance.now();
// The same products as catalogue-data.mjs writes to the database (product g of `size`).
const productOf = (g) => {
  const brand = BRANDS[g % BRANDS.length];
  const [type, category] = TYPES[Math.floor(g / BRANDS.length) % TYPES.length];
  return {
    id: `00000000-0000-0000-0000-${String(g).padStart(12, '0')}`,
    name: `${brand} ${type} ${1 + (g % 7)} kg #${g}`,
    nameNe: null,
    category,
    description: `A favourite of dogs across Nepal. ${type} by ${brand}, made with care and tested by our team in Kathmandu.`,
    descriptionNe: null,
    kind: 'product',
    price: (100 + ((g * 37) % 9000)).toFixed(2),
    stock: g % 50,
    rating: 3 + (g % 20) / 10,
    reviewCount: g % 40,
    createdAt: new Date(now - g * 60_000),
    isActive: true,
  };
};
for (let g = 1; g <= size; g += 1) index.upsert(productOf(g));
const heap = (process.memoryUsage().heapUsed / 1e6).toFixed(0);
console.log(
  `${size.toLocaleString('en')} products indexed in ${(performance.now() - started).toFixed(0)} ms, heap ${heap} MB`,
);
started = performance.now();
index.search({ offset: 0, limit: 24 });
console.log(`first list (sorts the shop newest first): ${(performance.now() - started).toFixed(0)} ms`);
console.log('| Search | First, ms | Median of the next, ms | Total | First category counts |');
console.log('|---|---:|---:|---:|---|');
for (const [name, criteria] of Object.entries(SEARCHES)) {
  const times = [];
  let answer;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    answer = index.search({ offset: 0, limit: 24, withFacets: true, ...criteria });
    times.push(performance.now() - start);
  }
  const [first, ...next] = times;
  next.sort((a, b) => a - b);
  const counts = answer.categories.map((facet) => `${facet.category} ${facet.count}`).join(', ');
  console.log(
    `| ${name} | ${first.toFixed(2)} | ${next[next.length >> 1].toFixed(3)} | ${answer.total} | ${counts} |`,
  );
}

/** A broad search right after each change a shop makes to its newest product (the first search, then the next). */
const CHANGES = {
  'a new price': (product) => ({ ...product, price: '1234.00' }),
  'sold out': (product) => ({ ...product, stock: 0 }),
  'a new rating': (product) => ({ ...product, rating: 5, reviewCount: 99 }),
  renamed: (product) => ({ ...product, name: `${product.name} (new pack)` }),
  added: () => ({
    ...productOf(size + 1),
    id: '00000000-0000-0000-0001-000000000000',
    createdAt: new Date(),
  }),
};
console.log('| Broad search after the newest product was... | First, ms | Next, ms |');
console.log('|---|---:|---:|');
for (const [name, changed] of Object.entries(CHANGES)) {
  index.search({ text: 'dog', offset: 0, limit: 24, withFacets: true });
  index.upsert(changed(productOf(1)));
  const times = [];
  for (let run = 0; run < 2; run += 1) {
    const start = performance.now();
    index.search({ text: 'dog', offset: 0, limit: 24, withFacets: true });
    times.push(performance.now() - start);
  }
  console.log(`| ${name} | ${times[0].toFixed(2)} | ${times[1].toFixed(3)} |`);
}
