// The generated catalogue the search and list benchmarks run on: brands x product types x sizes, in batches so
// a million rows never sit in one statement.
import pg from 'pg';

export const BRANDS = [
  'Pedigree',
  'Drools',
  'Royal Canin',
  'Himalaya',
  'Farmina',
  'Kong',
  'Trixie',
  'Chappi',
  'SmartHeart',
  'Purepet',
];
export const TYPES = [
  ['Adult Chicken Kibble', 'Food'],
  ['Puppy Starter', 'Food'],
  ['Yak Chew', 'Toys'],
  ['Rope Toy', 'Toys'],
  ['Squeaky Ball', 'Toys'],
  ['Leather Collar', 'Accessories'],
  ['Nylon Leash', 'Belts'],
  ['Wet Food Gravy', 'Wet Foods'],
  ['Joint Supplement', 'Supplements'],
  ['Fish Oil', 'Supplements'],
  ['Steel Cage', 'Cage'],
  ['Dental Stick', 'Food'],
];
const BATCH = 50_000;

/**
 * Replaces every product with `count` generated ones (newest first by number) and refreshes the statistics.
 * Each has `stock` units, or a number from 0 to 49 (some sold out) without it.
 */
export async function seedBenchProducts(databaseUrl, count, { stock = null } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('truncate product cascade');
    for (let from = 1; from <= count; from += BATCH) {
      await client.query(
        `insert into product (id, slug, name, description, category, kind, price, stock, rating, review_count, created_at)
         select gen_random_uuid(), 'bench-' || g,
                ($1::text[])[1 + g % $3] || ' ' || ($2::text[])[1 + (g / $3) % $4] || ' ' || (1 + g % 7) || ' kg #' || g,
                'A favourite of dogs across Nepal. ' || ($2::text[])[1 + (g / $3) % $4] || ' by ' || ($1::text[])[1 + g % $3] ||
                  ', made with care and tested by our team in Kathmandu.',
                ($5::text[])[1 + (g / $3) % $4], 'product',
                (100 + (g * 37) % 9000)::numeric(12, 2), coalesce($8::int, g % 50), 3 + (g % 20) / 10.0, g % 40,
                now() - make_interval(mins => g)
           from generate_series($6::int, $7::int) g`,
        [
          BRANDS,
          TYPES.map(([type]) => type),
          BRANDS.length,
          TYPES.length,
          TYPES.map(([, category]) => category),
          from,
          Math.min(count, from + BATCH - 1),
          stock,
        ],
      );
    }
    await client.query('vacuum analyze product');
  } finally {
    await client.end();
  }
}

/**
 * Product number `g` (1-based) of the generated catalogue as plain data, the same name, description, category
 * and price `seedBenchProducts` stores; for loading the same catalogue into another stack (tools/bench/peers).
 * `stock` is the peer benchmark's: enough for every order a run can place.
 */
export function benchProduct(g) {
  const brand = BRANDS[g % BRANDS.length];
  const [type, category] = TYPES[Math.floor(g / BRANDS.length) % TYPES.length];
  return {
    slug: `bench-${g}`,
    name: `${brand} ${type} ${1 + (g % 7)} kg #${g}`,
    description: `A favourite of dogs across Nepal. ${type} by ${brand}, made with care and tested by our team in Kathmandu.`,
    category,
    price: 100 + ((g * 37) % 9000),
    stock: PEER_STOCK,
  };
}

/** Every product's stock in the peer benchmark: more than any run's orders take. */
export const PEER_STOCK = 1_000_000;

/** Products 1..count as `benchProduct` makes them. */
export function benchProducts(count) {
  return Array.from({ length: count }, (_, index) => benchProduct(index + 1));
}
