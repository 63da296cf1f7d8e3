// Smoke run of the Vendure peer: install, throw-away services, start with the 10,000 bench products, one list,
// one search, 20 concurrent checkouts and the stock check; prints timings. Run: cd /work/main && npx node tools/bench/peers/vendure/try.mjs
import devStack from '@kukur/dev-stack';
import { benchProducts } from '../../catalogue-data.mjs';
import { install, start } from './peer.mjs';

const log = (message) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const timings = {};

async function timed(name, fn) {
  const t = Date.now();
  const result = await fn();
  timings[name] = Date.now() - t;
  return result;
}

async function send(base, request) {
  const response = await fetch(base + request.path, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${text.slice(0, 300)}`);
  const json = JSON.parse(text);
  if (json.errors) throw new Error(`GraphQL: ${JSON.stringify(json.errors).slice(0, 300)}`);
  return json.data.search;
}

await timed('install', () => install({ log }));
const services = await devStack.startTestServices();
let peer;
try {
  const products = benchProducts(10_000);
  peer = await timed('start (incl. load)', () => start({ ...services, products, log }));
  log(`${peer.name} on ${peer.base}, pids ${peer.pids.join(', ')}`);

  const list = await timed('one list', () => send(peer.base, peer.listRequest));
  if (list.items.length !== 24) throw new Error(`list answered ${list.items.length} products`);
  log(`list: ${list.items.length} of ${list.totalItems}; first ${JSON.stringify(list.items[0])}`);

  const search = await timed('one search', () => send(peer.base, peer.searchRequest('joint')));
  if (!(search.totalItems > 0) || search.items.length === 0)
    throw new Error('search for joint found nothing');
  log(
    `search 'joint': ${search.totalItems} matches, ${search.items.length} on page 1: ${search.items[0].productName}`,
  );

  const pairs = Array.from({ length: 20 }, (_, i) => [(i * 2) % 40, (i * 2 + 1) % 40]);
  const touched = [...new Set(pairs.flat())];
  const before = await peer.stock(touched);
  await timed('one checkout', () => peer.checkout(pairs[0]));
  const t = Date.now();
  await Promise.all(pairs.slice(1).map((pair) => peer.checkout(pair)));
  log(`19 more checkouts, 19 at once: ${seconds(Date.now() - t)}`);
  const after = await peer.stock(touched);
  const dropped = touched.filter((_, i) => after[i] === before[i] - 1);
  if (dropped.length !== touched.length) {
    throw new Error(
      `saleable stock did not go down by 1 for every product: before ${before}, after ${after}`,
    );
  }
  log(
    `saleable stock of the ${touched.length} ordered products went down by 1 each (e.g. ${before[0]} -> ${after[0]})`,
  );

  for (const [name, ms] of Object.entries({
    ...timings,
    ...Object.fromEntries(Object.entries(peer.timings).map(([k, v]) => [`  of which ${k}`, v])),
  })) {
    log(`${name.padEnd(28)} ${seconds(ms)}`);
  }

  // A second start on the same database must skip the load and the reindex.
  await peer.stop();
  peer = undefined;
  peer = await timed('restart (already loaded)', () => start({ ...services, products, log }));
  if (peer.timings.importMs !== undefined || peer.timings.reindexMs !== undefined)
    throw new Error('restart loaded again');
  if ((await send(peer.base, peer.listRequest)).items.length !== 24) throw new Error('list after restart');
  log(`restart (already loaded)     ${seconds(timings['restart (already loaded)'])}`);
  log('vendure peer OK');
} finally {
  await peer?.stop();
  await services.stop();
}
