// Smoke run of the Medusa peer: install, services, start with the 10,000 bench products, list, search, 20 checkouts,
// stock check, timings, stop. Run from the repository root: npx node tools/bench/peers/medusa/try.mjs
import devStack from '@kukur/dev-stack';
import { benchProducts } from '../../catalogue-data.mjs';
import { install, start } from './peer.mjs';

const log = (...args) => console.log(new Date().toISOString().slice(11, 19), ...args);
const timings = {};
const time = async (name, fn) => {
  const t = performance.now();
  const result = await fn();
  timings[name] = Math.round(performance.now() - t);
  return result;
};
const check = (ok, message) => {
  if (!ok) throw new Error(`check failed: ${message}`);
  log(`ok: ${message}`);
};

const products = benchProducts(10000);
await time('install', () => install({ log }));
const services = await time('services', () => devStack.startTestServices());
let peer;
try {
  peer = await time('start (migrate + load + boot)', () =>
    start({ databaseUrl: services.databaseUrl, redisUrl: services.redisUrl, products, log }),
  );
  log(peer.name, peer.base, 'pids', peer.pids, 'peer timings', peer.timings);

  const send = async ({ method, path, headers, body }) => {
    const res = await fetch(peer.base + path, { method, headers, body });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${text.slice(0, 300)}`);
    return JSON.parse(text);
  };
  await send(peer.listRequest); // warm-up
  const list = await time('one list', () => send(peer.listRequest));
  check(list.products.length === 24, `list answers 24 products (count ${list.count})`);
  const card = list.products[0];
  check(
    card.title &&
      card.handle &&
      card.variants[0].calculated_price?.calculated_amount > 0 &&
      typeof card.variants[0].inventory_quantity === 'number',
    `card fields: ${card.title} / ${card.handle} / Rs ${card.variants[0].calculated_price?.calculated_amount} ${card.variants[0].calculated_price?.currency_code} / stock ${card.variants[0].inventory_quantity}`,
  );
  await send(peer.searchRequest('joint'));
  const search = await time('one search', () => send(peer.searchRequest('joint')));
  check(
    search.products.length > 0,
    `search 'joint': ${search.count} matches, first ${search.products[0]?.title}`,
  );
  for (const word of ['kibble', 'dog']) {
    const r = await send(peer.searchRequest(word));
    log(`search '${word}': ${r.count} matches, page ${r.products.length}`);
  }

  const pairs = Array.from({ length: 20 }, (_, i) => [2 * i, 2 * i + 1]);
  const slugs = pairs.flat().map((i) => products[i].slug);
  const before = await peer.stockOf(slugs);
  await time('one checkout', () => peer.checkout([100, 101]));
  const t = performance.now();
  await Promise.all(pairs.map((pair) => peer.checkout(pair)));
  timings['20 concurrent checkouts'] = Math.round(performance.now() - t);
  const after = await peer.stockOf(slugs);
  const down = slugs.filter((s) => after[s] === before[s] - 1);
  check(
    down.length === slugs.length,
    `stock went down by 1 for ${down.length}/${slugs.length} products (e.g. ${slugs[0]}: ${before[slugs[0]]} -> ${after[slugs[0]]})`,
  );
} finally {
  if (peer) await time('stop', () => peer.stop());
  await services.stop();
}
console.table(timings);
log('try: passed');
