#!/usr/bin/env node
// Catalogue benchmark: 10,000 products, then autocannon on loopback against
//   (a) GET /api/products?page=1&pageSize=24          at 500 requests/s (target p99 < 50 ms)
//   (b) GET /api/products/search, selective and broad at 200 requests/s (target p95 < 20 ms)
//   (c) a bare node:http handler answering the same 24-product JSON from memory (the ceiling)
// plus each one's maximum throughput. Needs a build first: npm run bench:catalogue does both.
import { createServer } from 'node:http';
import pg from 'pg';
import devStack from '@kukur/dev-stack';
import { loadChecked, log, startBenchApi } from './bench-api.mjs';

const { findFreePort, startTestServices } = devStack;

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const BRANDS = [
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
const TYPES = [
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

async function seed(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('truncate product cascade');
    await client.query(
      `insert into product (id, slug, name, description, category, kind, price, stock, rating, review_count, created_at)
       select gen_random_uuid(), 'bench-' || g,
              ($1::text[])[1 + g % $3] || ' ' || ($2::text[])[1 + (g / $3) % $4] || ' ' || (1 + g % 7) || ' kg #' || g,
              'A favourite of dogs across Nepal. ' || ($2::text[])[1 + (g / $3) % $4] || ' by ' || ($1::text[])[1 + g % $3] ||
                ', made with care and tested by our team in Kathmandu.',
              ($5::text[])[1 + (g / $3) % $4], 'product',
              (100 + (g * 37) % 9000)::numeric(12, 2), g % 50, 3 + (g % 20) / 10.0, g % 40,
              now() - make_interval(mins => g)
         from generate_series(1, $6) g`,
      [
        BRANDS,
        TYPES.map(([type]) => type),
        BRANDS.length,
        TYPES.length,
        TYPES.map(([, category]) => category),
        PRODUCTS,
      ],
    );
    await client.query('analyze product');
  } finally {
    await client.end();
  }
}

function load(url, { rate, seconds = SECONDS, connections = 20 }) {
  return loadChecked(url, {
    url,
    connections,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
  });
}

function row(name, result) {
  const { latency, requests } = result;
  return {
    name,
    'req/s': Math.round(requests.average),
    p50: latency.p50,
    p90: latency.p90,
    'p97.5': latency.p97_5,
    p99: latency.p99,
    max: latency.max,
  };
}

/** One API process (cache on or off) under the seven loads. */
async function measure(services, label, extraEnv, baselineUrl) {
  const { base, stop } = await startBenchApi(services, extraEnv);
  try {
    const urls = {
      list: `${base}/api/products?page=1&pageSize=24`,
      selective: `${base}/api/products/search?q=${encodeURIComponent('farmina joint')}`,
      broad: `${base}/api/products/search?q=dog`,
    };
    for (const url of Object.values(urls)) await load(url, { seconds: 3 }); // warm up
    const results = [
      row('(a) list page, 500 req/s', await load(urls.list, { rate: 500 })),
      row('(b) selective search, 200 req/s', await load(urls.selective, { rate: 200 })),
      row('(b) broad search, 200 req/s', await load(urls.broad, { rate: 200 })),
      row('(a) list page, max', await load(urls.list, {})),
      row('(b) selective search, max', await load(urls.selective, {})),
      row('(b) broad search, max', await load(urls.broad, {})),
      row('(c) bare node:http, max', await load(baselineUrl, {})),
    ];
    log(`\n${label}`);
    console.table(results);
    const ceiling = results[6]['req/s'];
    log(
      `a/c = ${(results[3]['req/s'] / ceiling).toFixed(3)}   b/c selective = ${(results[4]['req/s'] / ceiling).toFixed(3)}   b/c broad = ${(results[5]['req/s'] / ceiling).toFixed(3)}`,
    );
    log(
      `targets: list p99 ${results[0].p99} ms (< 50)   search p95 selective between ${results[1].p90} and ${results[1]['p97.5']} ms, broad between ${results[2].p90} and ${results[2]['p97.5']} ms (p95 < 20; autocannon reports p90 and p97.5)`,
    );
  } finally {
    await stop();
  }
}

async function main() {
  log(`Starting PostgreSQL and Redis, then the API on ${PRODUCTS.toLocaleString('en')} products...`);
  const services = await startTestServices();
  let baseline;
  try {
    const { base, stop } = await startBenchApi(services); // applies the migrations
    let page;
    try {
      await seed(services.databaseUrl);
      page = Buffer.from(await (await fetch(`${base}/api/products?page=1&pageSize=24`)).arrayBuffer());
      const selective = await (await fetch(`${base}/api/products/search?q=farmina%20joint`)).json();
      const broad = await (await fetch(`${base}/api/products/search?q=dog`)).json();
      log(`Selective search matches ${selective.total}, broad search ${broad.total} products.`);
    } finally {
      await stop();
    }
    baseline = createServer((_request, response) => {
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': page.length,
      });
      response.end(page);
    });
    const baselinePort = await findFreePort();
    await new Promise((resolve) => baseline.listen(baselinePort, '127.0.0.1', resolve));
    const baselineUrl = `http://127.0.0.1:${baselinePort}/`;
    await measure(
      services,
      'As deployed (answers reused for CATALOGUE_CACHE_TTL_MS = 2 s):',
      {},
      baselineUrl,
    );
    await measure(
      services,
      'Every request to the database (CATALOGUE_CACHE_TTL_MS = 0):',
      { CATALOGUE_CACHE_TTL_MS: '0' },
      baselineUrl,
    );
  } finally {
    baseline?.close();
    await services.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
