#!/usr/bin/env node
// Catalogue benchmark, every request to the database (CATALOGUE_CACHE_TTL_MS=0), on generated products
// (catalogue-data.mjs). Each ratio comes from three interleaved rounds in this run:
//   P1   GET /api/products page of 24 from 10,000, flat out / a bare node:http + pg server running the list
//        page's query (baselines/list-server.mjs); also reported against a bare server answering from memory;
//   P2   searches over 100,000 products (selective, broad, typo, and a broad one right after a rename), p95 at
//        200 req/s / the list page's p95 at the same rate;
//   P2b  how a search's cost grows: p95 at 1,000,000 / at 10,000 products, at 20 req/s (one round each).
// Needs a build first (npm run bench:catalogue does both); `npm run bench` runs it with the others.
import { setTimeout as sleep } from 'node:timers/promises';
import devStack from '@kukur/dev-stack';
import { log, startBenchApi } from './bench-api.mjs';
import { startListBaseline } from './baselines/list-server.mjs';
import { seedBenchProducts } from './catalogue-data.mjs';
import { withClient } from './pg-client.mjs';
import { loadAtRate, loadFlatOut } from './load.mjs';
import { interleaved, ratios, resultRow, runWhenMain } from './report.mjs';

const { findFreePort, startTestServices } = devStack;

const ROUNDS = 3;
const SEARCHES = {
  selective: 'farmina joint',
  broad: 'dog',
  typo: 'pedigee adlt',
};

function settingsOf(quick) {
  return quick
    ? { sizes: [1_000, 5_000], listSize: 1_000, searchSize: 5_000, seconds: 1, warmSeconds: 1 }
    : {
        sizes: [10_000, 100_000, 1_000_000],
        listSize: 10_000,
        searchSize: 100_000,
        seconds: 10,
        warmSeconds: 3,
      };
}

const searchUrl = (base, text) => `${base}/api/products/search?q=${encodeURIComponent(text)}`;
const listUrl = (base) => `${base}/api/products?page=1&pageSize=24`;

/** P2's load: the searches customers make at once. */
const SEARCH_RATE = 200;
/**
 * P2b's: a search's own cost at each size, with next to no queue. At a million products 200 broad searches a
 * second are more than the API can answer, and with requests arriving evenly whatever the answers the latency
 * then measures how long the run let the queue grow, not how the cost of a search grows.
 */
const COST_RATE = 20;

/** How many times a product is renamed before a broad search, per round (the median of them counts). */
const RENAMES = 5;
const RENAME = `update product set name = name || ' (new pack)'
                 where id = (select id from product where is_active order by created_at desc limit 1)`;

/**
 * RENAMES times: a product renamed from outside the API (as an admin's tool would; the API hears of it by the
 * database's notification), then one broad search; answers the searches' times in ms, fastest first.
 */
async function searchesAfterRenames(base, client) {
  const took = [];
  for (let time = 0; time < RENAMES; time += 1) {
    await client.query(RENAME);
    await sleep(300);
    const start = performance.now();
    const response = await fetch(searchUrl(base, SEARCHES.broad));
    await response.arrayBuffer();
    took.push(performance.now() - start);
  }
  return took.sort((a, b) => a - b);
}

async function searchMatches(base) {
  const counts = {};
  for (const [name, text] of Object.entries(SEARCHES)) {
    counts[name] = (await (await fetch(searchUrl(base, text))).json()).total;
  }
  return counts;
}

/** The three searches' p95 at COST_RATE: what one search costs at this size. */
async function searchCosts(base, settings) {
  const costs = {};
  for (const [name, text] of Object.entries(SEARCHES)) {
    await loadFlatOut(searchUrl(base, text), { seconds: settings.warmSeconds });
    costs[name] = await loadAtRate(searchUrl(base, text), { rate: COST_RATE, seconds: settings.seconds });
  }
  return costs;
}

export async function run({ quick = false } = {}) {
  const settings = settingsOf(quick);
  const rows = [];
  const costsBySize = new Map();
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
        const counts = await searchMatches(api.base);
        log(`  matches: ${JSON.stringify(counts)}`);
        if (size === settings.listSize) rows.push(...(await measureList(api.base, services, settings)));
        if (size === settings.searchSize) {
          rows.push(...(await measureSearches(api.base, services, settings, counts, size)));
        }
        if (size === settings.sizes[0] || size === settings.sizes.at(-1)) {
          costsBySize.set(size, await searchCosts(api.base, settings));
        }
      } finally {
        await api.stop();
      }
    }
  } finally {
    await services.stop();
  }
  rows.push(...growthRows(settings, costsBySize));
  return rows;
}

/** P1: the list page flat out, interleaved with the two bare servers. */
async function measureList(base, services, settings) {
  const body = Buffer.from(await (await fetch(listUrl(base))).arrayBuffer());
  const memory = await startListBaseline('memory', { port: await findFreePort(), body });
  const bare = await startListBaseline('pg', {
    port: await findFreePort(),
    databaseUrl: services.databaseUrl,
  });
  try {
    // The baseline must answer the page the shop answers, to the byte.
    const bareBody = await (await fetch(bare.url)).text();
    if (bareBody !== body.toString())
      throw new Error('the pg list baseline does not answer the page the shop answers');
    const flatOut = (url) => loadFlatOut(url, { seconds: settings.seconds }).then((r) => r.requestsPerSecond);
    for (const url of [memory.url, bare.url, listUrl(base)])
      await loadFlatOut(url, { seconds: settings.warmSeconds });
    const figures = await interleaved(ROUNDS, {
      memory: () => flatOut(memory.url),
      pg: () => flatOut(bare.url),
      shop: () => flatOut(listUrl(base)),
    });
    const size = settings.listSize.toLocaleString('en');
    const perSecond = (values) => values.map((value) => value.toLocaleString('en')).join(', ');
    return [
      resultRow({
        id: 'P1',
        what: `GET /api/products page of 24 from ${size}, flat out / bare node:http + pg, same query`,
        target: { op: '>=', value: 0.6, unit: 'x' },
        rounds: ratios(figures.shop, figures.pg),
        note: `req/s shop ${perSecond(figures.shop)}; bare pg ${perSecond(figures.pg)}`,
      }),
      resultRow({
        id: 'P1',
        what: `the same, / bare node:http answering the page from memory`,
        rounds: ratios(figures.shop, figures.memory),
        unit: 'x',
        note: `req/s bare memory ${perSecond(figures.memory)}`,
      }),
    ];
  } finally {
    await memory.stop();
    await bare.stop();
  }
}

/** P2: each search's p95 / the list page's p95, both at SEARCH_RATE, interleaved; and a search right after a rename. */
async function measureSearches(base, services, settings, counts, size) {
  const atRate = (url) => loadAtRate(url, { rate: SEARCH_RATE, seconds: settings.seconds });
  return withClient(services.databaseUrl, async (client) => {
    await loadFlatOut(listUrl(base), { seconds: settings.warmSeconds });
    for (const text of Object.values(SEARCHES))
      await loadFlatOut(searchUrl(base, text), { seconds: settings.warmSeconds });
    const steps = { list: () => atRate(listUrl(base)) };
    for (const [name, text] of Object.entries(SEARCHES)) steps[name] = () => atRate(searchUrl(base, text));
    steps.renamed = () => searchesAfterRenames(base, client);
    const figures = await interleaved(ROUNDS, steps);
    const listP95 = figures.list.map((latency) => latency.p95);
    const label = size.toLocaleString('en');
    const rows = Object.entries(SEARCHES).map(([name, text]) => {
      const p95s = figures[name].map((latency) => latency.p95);
      return resultRow({
        id: 'P2',
        what: `${name} search ("${text}", ${counts[name].toLocaleString('en')} of ${label} match), p95 / list p95, both at ${SEARCH_RATE} req/s`,
        target: { op: '<=', value: 2, unit: 'x' },
        rounds: ratios(p95s, listP95),
        note: `p95 ms search ${p95s.join(', ')}; list ${listP95.join(', ')}`,
      });
    });
    const afterRename = figures.renamed.map((took) => took[RENAMES >> 1]);
    rows.push(
      resultRow({
        id: 'P2',
        what: `broad search right after a product is renamed (median of ${RENAMES} per round) / list p95`,
        target: { op: '<=', value: 2, unit: 'x' },
        rounds: ratios(afterRename, listP95),
        note: `ms ${figures.renamed.map((took) => `${took[0].toFixed(1)}-${took.at(-1).toFixed(1)}`).join(', ')} (fastest-slowest per round)`,
      }),
    );
    return rows;
  });
}

/** P2b: each search's p95 at the largest size / at the smallest, at COST_RATE. */
function growthRows(settings, costsBySize) {
  const [smallest] = settings.sizes;
  const largest = settings.sizes.at(-1);
  return Object.keys(SEARCHES).map((name) => {
    const small = costsBySize.get(smallest)[name];
    const large = costsBySize.get(largest)[name];
    return resultRow({
      id: 'P2b',
      what: `${name} search p95 at ${largest.toLocaleString('en')} / at ${smallest.toLocaleString('en')} products (${largest / smallest} x the products), ${COST_RATE} req/s`,
      target: { op: '<', value: largest / smallest, unit: 'x' },
      measured: large.p95 / small.p95,
      note: `p50/p95 ms ${small.p50}/${small.p95} -> ${large.p50}/${large.p95}`,
    });
  });
}

runWhenMain(import.meta.url, run);
