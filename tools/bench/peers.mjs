#!/usr/bin/env node
// `npm run bench:peers`: the shop beside the stacks a shop owner would pick instead, Vendure and Medusa
// (tools/bench/peers/<name>/, each installed there with its own lockfile and started in its documented
// production setup), on the same embedded PostgreSQL (a database each) and Redis (a database number each),
// with the same 10,000 products (catalogue-data.mjs), under the same loads, in three interleaved rounds:
//   P1p  the product list page of 24, flat out: the shop's req/s / each peer's;
//   P2p  a search for a word ("joint"), flat out: the shop's req/s / each peer's;
//   P3p  orders of two products placed and paid, 20 at once: the shop's orders/s / each peer's checkouts/s.
// Writes tools/bench/results/peers.md and peers.svg. BENCH_PEERS=vendure runs one peer; BENCH_QUICK=1 a short
// run on 1,000 products.
import devStack from '@kukur/dev-stack';
import { insertBenchCustomers, loadChecked, log, residentMegabytes, startBenchApi } from './bench-api.mjs';
import { benchProducts, PEER_STOCK, seedBenchProducts } from './catalogue-data.mjs';
import { withClient, withDatabase } from './pg-client.mjs';
import { interleaved, ratios, resultRow } from './report.mjs';
import { runAndReport } from './write-report.mjs';

const { startTestServices } = devStack;
const ROUNDS = 3;
const SEARCH_WORD = 'joint';
const CHECKOUT_CONCURRENCY = 20;
const PEERS = {
  vendure: () => import('./peers/vendure/peer.mjs'),
  medusa: () => import('./peers/medusa/peer.mjs'),
};

function settingsOf(quick) {
  return quick
    ? // Long enough for a peer's slowest answer (Medusa's search: over a second at 20 at once).
      { products: 1_000, seconds: 3, warmSeconds: 1 }
    : { products: 10_000, seconds: 10, warmSeconds: 3 };
}

/**
 * Requests/s of `request` flat out over 20 connections for `seconds`; throws on any non-2xx answer, and (but
 * for a warm-up, which may end before a cold peer's first answer) when nothing was answered.
 */
async function flatOut(base, request, seconds, { warmUp = false } = {}) {
  const result = await loadChecked(`${base}${request.path}`, {
    url: base,
    connections: 20,
    duration: seconds,
    requests: [request],
  });
  if (result.requests.total === 0 && !warmUp)
    throw new Error(`${base}${request.path}: no answer within ${seconds} s`);
  return Math.round(result.requests.average);
}

/** Checkouts/s with `concurrency` customers checking out one after another for `seconds`. */
async function checkoutsPerSecond(stack, productCount, seconds) {
  let done = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CHECKOUT_CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const first = Math.floor(Math.random() * productCount);
        const second = (first + 1 + Math.floor(Math.random() * (productCount - 1))) % productCount;
        await stack.checkout([first, second]);
        done += 1;
      }
    }),
  );
  return (done / (performance.now() - started)) * 1000;
}

/** The shop as a stack of this benchmark: the same products, customers with tokens, POST /api/orders. */
async function startShop(services, products) {
  await (await startBenchApi(services)).stop();
  await seedBenchProducts(services.databaseUrl, products.length, { stock: PEER_STOCK });
  const { customers, idBySlug } = await withClient(services.databaseUrl, async (client) => {
    const made = await insertBenchCustomers(client, 200, 'peer');
    const { rows } = await client.query('select id, slug from product');
    await client.query('analyze');
    return { customers: made, idBySlug: new Map(rows.map((row) => [row.slug, row.id])) };
  });
  const api = await startBenchApi(services, { CATALOGUE_CACHE_TTL_MS: '0' });
  let next = 0;
  return {
    name: 'Kukur Pasal',
    settings: ['CATALOGUE_CACHE_TTL_MS=0 (every list and search answered afresh, as for P1)'],
    base: api.base,
    pids: [api.pid],
    listRequest: { method: 'GET', path: '/api/products?page=1&pageSize=24' },
    searchRequest: (word) => ({ method: 'GET', path: `/api/products/search?q=${encodeURIComponent(word)}` }),
    async checkout(indexes) {
      const buyer = customers[next++ % customers.length];
      const response = await fetch(`${api.base}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
        body: JSON.stringify({
          customer: { name: buyer.name, phoneNumber: '9800000000', city: 'Kathmandu', colony: 'Baneshwor' },
          products: indexes.map((index) => ({ productId: idBySlug.get(products[index].slug), quantity: 1 })),
          userEmail: buyer.email,
        }),
      });
      if (response.status !== 201)
        throw new Error(`POST /api/orders answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
    },
    stop: api.stop,
  };
}

/** Checks a stack answers each load as asked before it is measured (24 products, some matches, an order). */
async function check(stack) {
  for (const [what, request] of [
    ['list', stack.listRequest],
    ['search', stack.searchRequest(SEARCH_WORD)],
  ]) {
    const response = await fetch(`${stack.base}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    if (!response.ok) throw new Error(`${stack.name} ${what} answered ${response.status}`);
    await response.arrayBuffer();
  }
  await stack.checkout([0, 1]);
}

export async function run({ quick = false } = {}) {
  const settings = settingsOf(quick);
  const chosen = (process.env.BENCH_PEERS ?? Object.keys(PEERS).join(',')).split(',').filter(Boolean);
  const products = benchProducts(settings.products);
  const peers = [];
  for (const name of chosen) {
    if (!PEERS[name]) throw new Error(`BENCH_PEERS: no peer ${name} (${Object.keys(PEERS).join(', ')})`);
    const peer = await PEERS[name]();
    log(`Peers: installing ${name}...`);
    await peer.install({ log });
    peers.push({ key: name, peer });
  }
  log('Peers: starting PostgreSQL and Redis, then the shop...');
  const services = await startTestServices();
  const stacks = [];
  try {
    stacks.push(await startShop(services, products));
    for (const [index, { key, peer }] of peers.entries()) {
      log(`Peers: starting ${key} and loading ${products.length.toLocaleString('en')} products...`);
      const at = performance.now();
      const started = await peer.start({
        databaseUrl: services.databaseUrl,
        // Each stack's keys apart: a Redis database number each.
        redisUrl: withDatabase(services.redisUrl, index + 1),
        products,
        log,
      });
      // Every setting, with why, is in the peer's README (the table's note would be pages long).
      stacks.push({ ...started, readme: `tools/bench/peers/${key}/README.md` });
      log(`  ${key} ready in ${Math.round((performance.now() - at) / 1000)} s`);
    }
    for (const stack of stacks) await check(stack);
    const [shop, ...others] = stacks;
    const stepsOf = (measure) =>
      Object.fromEntries(stacks.map((stack) => [stack.name, () => measure(stack)]));
    log('Peers: warming up...');
    for (const stack of stacks) {
      await flatOut(stack.base, stack.listRequest, settings.warmSeconds, { warmUp: true });
      await flatOut(stack.base, stack.searchRequest(SEARCH_WORD), settings.warmSeconds, { warmUp: true });
      await checkoutsPerSecond(stack, products.length, settings.warmSeconds);
    }
    log(`Peers: ${ROUNDS} rounds of the list, the search and checkouts...`);
    const list = await interleaved(
      ROUNDS,
      stepsOf((stack) => flatOut(stack.base, stack.listRequest, settings.seconds)),
    );
    const search = await interleaved(
      ROUNDS,
      stepsOf((stack) => flatOut(stack.base, stack.searchRequest(SEARCH_WORD), settings.seconds)),
    );
    const orders = await interleaved(
      ROUNDS,
      stepsOf((stack) => checkoutsPerSecond(stack, products.length, settings.seconds)),
    );
    const figures = (values) => values.map((value) => Math.round(value).toLocaleString('en')).join(', ');
    const memory = (stack) =>
      stack.pids.map((pid) => residentMegabytes(pid)).reduce((sum, megabytes) => sum + megabytes, 0);
    const rows = [];
    for (const peer of others) {
      const vs = `${peer.name}`;
      rows.push(
        resultRow({
          id: 'P1p',
          what: `product list page of 24 from ${products.length.toLocaleString('en')}, flat out: the shop / ${vs}`,
          target: { op: '>=', value: 5, unit: 'x' },
          rounds: ratios(list[shop.name], list[peer.name]),
          note: `req/s shop ${figures(list[shop.name])}; ${peer.name} ${figures(list[peer.name])}`,
        }),
        resultRow({
          id: 'P2p',
          what: `search for "${SEARCH_WORD}", flat out: the shop / ${vs}`,
          target: { op: '>=', value: 5, unit: 'x' },
          rounds: ratios(search[shop.name], search[peer.name]),
          note: `req/s shop ${figures(search[shop.name])}; ${peer.name} ${figures(search[peer.name])}`,
        }),
        resultRow({
          id: 'P3p',
          what: `orders of two products placed and paid, ${CHECKOUT_CONCURRENCY} at once: the shop / ${vs}`,
          target: { op: '>=', value: 5, unit: 'x' },
          rounds: ratios(orders[shop.name], orders[peer.name]),
          note: `per second shop ${figures(orders[shop.name])}; ${peer.name} ${figures(orders[peer.name])}`,
        }),
      );
    }
    for (const stack of stacks) {
      rows.push(
        resultRow({
          id: 'M',
          what: `${stack.name}: resident memory of its server processes after the loads`,
          measured: memory(stack),
          unit: 'MB',
          note: `${stack.pids.length} process(es); ${stack.readme ? `settings: ${stack.readme}` : stack.settings.join('; ')}`,
        }),
      );
    }
    return rows;
  } finally {
    for (const stack of stacks.reverse())
      await stack.stop().catch((error) => log(`stopping ${stack.name}: ${error}`));
    await services.stop();
  }
}

if (process.argv[1]?.endsWith('peers.mjs')) {
  runAndReport({
    title: 'Benchmarks: the shop beside Vendure and Medusa',
    name: 'peers',
    benchmarks: { peers: { run } },
    intro: [
      'Each stack in its default production setup (settings in the M rows and tools/bench/peers/*/README.md), on the same PostgreSQL and Redis, the same products and the same loads; the load generator shares the machine.',
    ],
  }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
