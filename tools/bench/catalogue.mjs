#!/usr/bin/env node
// Catalogue benchmark (issue 15, P1, P2, P2b), every request to the database (CATALOGUE_CACHE_TTL_MS=0):
//   P1   GET /api/products page of 24 from 10,000: flat out against a bare node:http handler answering the same
//        JSON from memory (same run), and the latency at a fixed 500 requests/s;
//   P2   search over 100,000 products (selective, broad, typo) at a fixed 200 requests/s;
//   P2b  the same searches at 10,000, 100,000 and 1,000,000 products at 20 requests/s: how their cost grows.
// Needs a build first (npm run bench:catalogue does both); `npm run bench` runs it with the others.
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import devStack from '@kukur/dev-stack';
import { log, startBenchApi } from './bench-api.mjs';
import { seedBenchProducts } from './catalogue-data.mjs';
import { loadAtRate, loadFlatOut } from './load.mjs';
import { resultRow, runWhenMain } from './report.mjs';

const { findFreePort, startTestServices } = devStack;

const SEARCHES = {
  selective: 'farmina joint',
  broad: 'dog',
  typo: 'pedigee adlt',
};

function settingsOf(quick) {
  return quick
    ? { sizes: [1_000, 5_000], listSize: 1_000, searchSize: 5_000, seconds: 2, warmSeconds: 1 }
    : {
        sizes: [10_000, 100_000, 1_000_000],
        listSize: 10_000,
        searchSize: 100_000,
        seconds: 10,
        warmSeconds: 3,
      };
}

/** A node:http server answering `body` to every request: the most this machine can serve. */
async function startBaseline(body) {
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  });
  const port = await findFreePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/api/products?page=1&pageSize=24`, stop: () => server.close() };
}

const searchUrl = (base, text) => `${base}/api/products/search?q=${encodeURIComponent(text)}`;

/** P2's load: the searches customers make at once. */
const SEARCH_RATE = 200;
/**
 * P2b's: a search's own cost at each size, with next to no queue. At a million products 200 broad searches a
 * second are more than the API can answer, and with requests arriving evenly whatever the answers the latency
 * then measures how long the run let the queue grow, not how the cost of a search grows.
 */
const COST_RATE = 20;

/** The three searches at `rate` requests/s on the catalogue at `base`: their latency, keyed by search. */
async function measureSearches(base, settings, rate) {
  const results = {};
  for (const [name, text] of Object.entries(SEARCHES)) {
    await loadFlatOut(searchUrl(base, text), { seconds: settings.warmSeconds });
    results[name] = await loadAtRate(searchUrl(base, text), { rate, seconds: settings.seconds });
  }
  return results;
}

/** How many times each change is made before a broad search, for the rows of searches right after a change. */
const CHANGES = 5;

/**
 * What a change does to the next broad search. The API keeps a broad search's matches ranked: a product that
 * sells out makes their in-stock counts stale (the search below asks for every product, so it reads them as
 * kept), and a renamed product is a new text, so the shop is sorted and the matches ranked again.
 */
const CHANGE_STATEMENTS = {
  'sells out': `update product set stock = 0
                 where id = (select id from product where stock > 0 and is_active order by created_at desc limit 1)`,
  'is renamed': `update product set name = name || ' (new pack)'
                  where id = (select id from product where is_active order by created_at desc limit 1)`,
};

/**
 * For each change, `CHANGES` times: the change, made from outside the API (which hears of it by the database's
 * notification), then one broad search. Answers the search's times in ms by change, fastest first.
 */
async function measureAfterChanges(base, databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const took = {};
  try {
    for (const [change, statement] of Object.entries(CHANGE_STATEMENTS)) {
      took[change] = [];
      for (let time = 0; time < CHANGES; time += 1) {
        await client.query(statement);
        await sleep(300);
        const start = performance.now();
        const response = await fetch(searchUrl(base, SEARCHES.broad));
        await response.arrayBuffer();
        took[change].push(performance.now() - start);
      }
      took[change].sort((a, b) => a - b);
    }
  } finally {
    await client.end();
  }
  return took;
}

export async function run({ quick = false } = {}) {
  const settings = settingsOf(quick);
  const rows = [];
  const bySize = new Map();
  log(`Catalogue: starting PostgreSQL and Redis...`);
  const services = await startTestServices();
  try {
    for (const size of settings.sizes) {
      // Migrations first (the first API applies them), then the products, then an API that indexes them.
      if (size === settings.sizes[0]) await (await startBenchApi(services)).stop();
      log(`Catalogue: ${size.toLocaleString('en')} products...`);
      await seedBenchProducts(services.databaseUrl, size);
      const api = await startBenchApi(services, { CATALOGUE_CACHE_TTL_MS: '0' });
      try {
        const counts = {};
        for (const [name, text] of Object.entries(SEARCHES)) {
          counts[name] = (await (await fetch(searchUrl(api.base, text))).json()).total;
        }
        log(`  matches: ${JSON.stringify(counts)}`);
        if (size === settings.listSize) rows.push(...(await measureList(api.base, settings)));
        const searches =
          size === settings.searchSize ? await measureSearches(api.base, settings, SEARCH_RATE) : null;
        const costs = await measureSearches(api.base, settings, COST_RATE);
        const afterChanges = await measureAfterChanges(api.base, services.databaseUrl);
        bySize.set(size, { searches, costs, counts, afterChanges });
      } finally {
        await api.stop();
      }
    }
  } finally {
    await services.stop();
  }
  const at = bySize.get(settings.searchSize).searches;
  const sizeLabel = settings.searchSize.toLocaleString('en');
  for (const [name, latency] of Object.entries(at)) {
    rows.push(
      resultRow({
        id: 'P2',
        what: `${name} search ("${SEARCHES[name]}", ${bySize.get(settings.searchSize).counts[name].toLocaleString('en')} of ${sizeLabel} match), p95 at ${SEARCH_RATE} req/s`,
        target: { op: '<=', value: 20, unit: 'ms' },
        measured: latency.p95,
        note: `p50 ${latency.p50} ms, p99 ${latency.p99} ms`,
      }),
    );
  }
  rows.push(
    resultRow({
      id: 'P2',
      what: `broad p95 / selective p95 at ${sizeLabel}`,
      target: { op: '<=', value: 2, unit: 'x' },
      measured: at.broad.p95 / at.selective.p95,
    }),
  );
  const [smallest] = settings.sizes;
  const largest = settings.sizes.at(-1);
  for (const name of Object.keys(SEARCHES)) {
    const figures = settings.sizes.map((size) => {
      const { p50, p95 } = bySize.get(size).costs[name];
      return `${(size / 1000).toLocaleString('en')}k: ${p50}/${p95}`;
    });
    rows.push(
      resultRow({
        id: 'P2b',
        what: `${name} search p95 at ${largest.toLocaleString('en')} / at ${smallest.toLocaleString('en')} products (${largest / smallest} x the products), ${COST_RATE} req/s`,
        target: { op: '<', value: largest / smallest, unit: 'x' },
        measured: bySize.get(largest).costs[name].p95 / bySize.get(smallest).costs[name].p95,
        note: `p50/p95 ms ${figures.join(', ')}`,
      }),
    );
  }
  for (const change of Object.keys(CHANGE_STATEMENTS)) {
    const after = (size) => bySize.get(size).afterChanges[change];
    const spread = settings.sizes.map(
      (size) =>
        `${(size / 1000).toLocaleString('en')}k: ${after(size)[0].toFixed(1)}-${after(size).at(-1).toFixed(1)}`,
    );
    rows.push(
      resultRow({
        id: 'P2b',
        what: `broad search right after a product ${change}, median of ${CHANGES} at ${largest.toLocaleString('en')} products`,
        measured: after(largest)[CHANGES >> 1],
        unit: 'ms',
        note: `fastest-slowest ms ${spread.join(', ')}`,
      }),
    );
  }
  return rows;
}

/** P1: the list page flat out against the bare baseline, and at 500 requests/s. */
async function measureList(base, settings) {
  const listUrl = `${base}/api/products?page=1&pageSize=24`;
  const body = Buffer.from(await (await fetch(listUrl)).arrayBuffer());
  const baseline = await startBaseline(body);
  try {
    await loadFlatOut(listUrl, { seconds: settings.warmSeconds });
    const flatOut = await loadFlatOut(listUrl, { seconds: settings.seconds });
    const bare = await loadFlatOut(baseline.url, { seconds: settings.seconds });
    const atRate = await loadAtRate(listUrl, { rate: 500, seconds: settings.seconds });
    const size = settings.listSize.toLocaleString('en');
    return [
      resultRow({
        id: 'P1',
        what: `GET /api/products page of 24 from ${size}, flat out / bare node:http`,
        target: { op: '>=', value: 0.25, unit: 'x' },
        measured: flatOut.requestsPerSecond / bare.requestsPerSecond,
        note: `${flatOut.requestsPerSecond} vs ${bare.requestsPerSecond} req/s`,
      }),
      resultRow({
        id: 'P1',
        what: `GET /api/products page of 24 from ${size}, p99 at 500 req/s`,
        target: { op: '<=', value: 50, unit: 'ms' },
        measured: atRate.p99,
        note: `p50 ${atRate.p50} ms, p95 ${atRate.p95} ms`,
      }),
    ];
  } finally {
    baseline.stop();
  }
}

runWhenMain(import.meta.url, run);
