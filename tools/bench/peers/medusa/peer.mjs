// Medusa 2.x as a peer of the ratio benchmark (tools/bench): install, build, migrate, seed and start a minimal Medusa
// project that lives in this folder, on the benchmark's PostgreSQL cluster and Redis. See README.md here.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import devStack from '@kukur/dev-stack';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { ensureDatabase, withClient } from '../../pg-client.mjs';

const DIR = path.dirname(fileURLToPath(import.meta.url));
const SERVER_DIR = path.join(DIR, '.medusa', 'server');
const CLI = path.join(DIR, 'node_modules', '@medusajs', 'cli', 'cli.js');
const DB_NAME = 'peer_medusa';
const LOG_FILE = path.join(DIR, '.medusa', 'peer-server.log');

export const SETTINGS = [
  'Medusa 2.21.2 project built by hand (package.json, medusa-config.ts, tsconfig.json, src/scripts/seed.ts) from the registry packages only, as the starter/create-medusa-app lays it out; no create-medusa-app, no GitHub download.',
  'NODE_ENV=production; `medusa build` then `medusa start` from the built .medusa/server (docs: learn/deployment/general, "Build Medusa Application" / "Start the Medusa Application").',
  'admin: { disable: true } (docs: learn/configurations/medusa-config#admin-disable): the benchmark measures the store API; the admin dashboard is neither built nor served.',
  'projectConfig.redisUrl = the bench Redis: Redis-backed sessions store (docs: learn/deployment/general, "Redis database ... will store the Medusa server\'s session").',
  'Module @medusajs/medusa/cache-redis (docs: resources/infrastructure-modules/cache/redis, "In production, it\'s recommended to use this module"). Its successor, the Caching Module (@medusajs/medusa/caching + caching-redis), is still behind the WIP feature flag MEDUSA_FF_CACHING (default false in 2.21.2, dist/feature-flags/caching.js), so it is left off as a non-default.',
  'Module @medusajs/medusa/event-bus-redis with jobOptions removeOnComplete/removeOnFail { age: 3600, count: 1000 } (docs: resources/infrastructure-modules/event/redis, "In production, it\'s recommended to use this module" and its "suggested additional options for production use").',
  'Module @medusajs/medusa/workflow-engine-redis, options.redis.redisUrl (docs: resources/infrastructure-modules/workflow-engine/redis, "In production, it\'s recommended to use this module").',
  'Locking Module with provider @medusajs/medusa/locking-redis, is_default (docs: resources/infrastructure-modules/locking/redis, recommended for production).',
  'workerMode "shared" (the default: server and worker in one process, docs: learn/production/worker-mode). The docs recommend a separate server and worker instance in production; one shared process is used so the peer runs as one process on the 2-core machine, like the shop.',
  "MEDUSA_DISABLE_TELEMETRY=true (telemetry/dist/store.js reads it); @medusajs/telemetry's postinstall (notice only) is denied in allowScripts.",
  'JWT_SECRET and COOKIE_SECRET: random per start (production needs real secrets; the starter\'s "supersecret" fallback is for development).',
  "Store search: GET /store/products?q= is Medusa's built-in product search (the Product Module's q filter, ILIKE over title/description/handle...); the optional Search Module (@medusajs/medusa/search + search-postgres) and the Index Module (feature flag index_engine, default off) are not registered, as they are not defaults.",
  "Database: its own database peer_medusa on the bench cluster, schema by `medusa db:migrate`; data loaded by `medusa exec ./src/scripts/seed.js` with Medusa's workflows (createProductsWorkflow, createInventoryLevelsWorkflow) in batches of 250, 2 at once; no SQL writes into Medusa's tables.",
  'Region "Nepal": currency NPR, country np, payment provider pp_system_default (system test payment); tax region np (tp_system); one stock location linked to the sales channel and the manual fulfilment provider; a shipping option "Standard delivery" Rs 150 (manual_manual).',
];

function run(cmd, args, { cwd, env, label, logFile } = {}) {
  return new Promise((resolve, reject) => {
    const out = logFile ? fs.openSync(logFile, 'a') : 'pipe';
    const child = spawn(cmd, args, { cwd, env: env ?? process.env, stdio: ['ignore', out, out] });
    let tail = '';
    const keep = (chunk) => {
      tail = (tail + chunk).slice(-8000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (logFile) {
        fs.closeSync(out);
        tail = fs.readFileSync(logFile, 'utf8').slice(-8000);
      }
      if (code === 0) resolve(tail);
      else reject(new Error(`${label ?? cmd} failed (${code ?? signal}):\n${tail}`));
    });
  });
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function newestSource() {
  let newest = Math.max(mtime(path.join(DIR, 'medusa-config.ts')), mtime(path.join(DIR, 'tsconfig.json')));
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, mtime(full));
    }
  };
  walk(path.join(DIR, 'src'));
  return newest;
}

function medusaEnv(extra = {}) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    MEDUSA_DISABLE_TELEMETRY: 'true',
    ...extra,
  };
}

/** Installs the peer's packages (npm install with the lockfile here) when missing or stale, then builds the project. */
export async function install({ log = console.log } = {}) {
  const installed = path.join(DIR, 'node_modules', '.package-lock.json');
  const stale =
    !fs.existsSync(CLI) ||
    mtime(installed) <
      Math.max(mtime(path.join(DIR, 'package-lock.json')), mtime(path.join(DIR, 'package.json')));
  if (stale) {
    log('medusa: npm install (tools/bench/peers/medusa, its own lockfile)');
    const t = Date.now();
    // allowScripts in package.json needs npm 11 (strict-allow-scripts in .npmrc).
    const npmVersion = (await run('npm', ['--version'], { cwd: DIR })).trim();
    const npm = npmVersion.startsWith('11.') ? ['npm', []] : ['npx', ['-y', 'npm@11']];
    await run(npm[0], [...npm[1], 'install', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: DIR,
      label: 'npm install',
    });
    log(`medusa: npm install done in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  if (mtime(path.join(SERVER_DIR, 'medusa-config.js')) < Math.max(newestSource(), mtime(installed))) {
    log('medusa: medusa build');
    const t = Date.now();
    // The build loads medusa-config.ts through ts-node, which the CLI registers outside production only.
    await run(process.execPath, [CLI, 'build'], {
      cwd: DIR,
      env: { ...process.env, NODE_ENV: 'development', MEDUSA_DISABLE_TELEMETRY: 'true' },
      label: 'medusa build',
    });
    log(`medusa: build done in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
}

function descendants(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      /* gone */
    }
  }
  const all = [];
  const queue = [pid];
  while (queue.length) {
    const next = queue.shift();
    all.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return all;
}

export async function start({ databaseUrl, redisUrl, products, log = console.log }) {
  const timings = {};
  await install({ log });
  const dbUrl = new URL(await ensureDatabase(databaseUrl, DB_NAME));
  if (!dbUrl.searchParams.has('sslmode')) dbUrl.searchParams.set('sslmode', 'disable');
  const peerDbUrl = dbUrl.toString();
  const env = medusaEnv({
    DATABASE_URL: peerDbUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: randomBytes(24).toString('hex'),
    COOKIE_SECRET: randomBytes(24).toString('hex'),
  });
  fs.mkdirSync(path.dirname(LOG_FILE), { recursive: true });
  fs.writeFileSync(LOG_FILE, '');

  let t = Date.now();
  log('medusa: db:migrate');
  await run(process.execPath, [CLI, 'db:migrate'], {
    cwd: SERVER_DIR,
    env,
    label: 'medusa db:migrate',
    logFile: LOG_FILE,
  });
  timings.migrateMs = Date.now() - t;

  const handles = products.map((p) => p.slug);
  const count = async () =>
    withClient(peerDbUrl, async (c) => {
      const { rows } = await c.query(
        `select count(*)::int as n from product p join product_variant v on v.product_id = p.id and v.deleted_at is null
          where p.deleted_at is null and p.status = 'published' and p.handle = any($1)`,
        [handles],
      );
      return rows[0].n;
    });
  t = Date.now();
  if ((await count()) < products.length) {
    const file = path.join(DIR, '.medusa', 'seed-products.json');
    fs.writeFileSync(file, JSON.stringify(products));
    log(`medusa: loading ${products.length} products (medusa exec ./src/scripts/seed.js)`);
    await run(process.execPath, [CLI, 'exec', './src/scripts/seed.js'], {
      cwd: SERVER_DIR,
      env: { ...env, SEED_PRODUCTS_FILE: file },
      label: 'medusa exec seed',
      logFile: LOG_FILE,
    });
    const n = await count();
    if (n < products.length) throw new Error(`medusa: only ${n} of ${products.length} products loaded`);
    timings.loadMs = Date.now() - t;
    log(`medusa: loaded in ${(timings.loadMs / 1000).toFixed(1)} s`);
  } else {
    log('medusa: products already loaded');
    timings.loadMs = 0;
  }

  const { apiKey, regionId, salesChannelId, variantBySlug } = await withClient(peerDbUrl, async (c) => {
    const key = await c.query(
      `select token from api_key where type = 'publishable' and revoked_at is null and deleted_at is null order by created_at limit 1`,
    );
    const region = await c.query(`select id from region where name = 'Nepal' and deleted_at is null limit 1`);
    const channel = await c.query(
      `select id from sales_channel where name = 'Default Sales Channel' and deleted_at is null limit 1`,
    );
    const variants = await c.query(
      `select p.handle, v.id from product p join product_variant v on v.product_id = p.id and v.deleted_at is null
        where p.deleted_at is null`,
    );
    return {
      apiKey: key.rows[0].token,
      regionId: region.rows[0].id,
      salesChannelId: channel.rows[0].id,
      variantBySlug: new Map(variants.rows.map((r) => [r.handle, r.id])),
    };
  });

  const port = await devStack.findFreePort();
  const base = `http://127.0.0.1:${port}`;
  t = Date.now();
  log(`medusa: medusa start on ${base}`);
  const out = fs.openSync(LOG_FILE, 'a');
  const child = spawn(process.execPath, [CLI, 'start', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: SERVER_DIR,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', out, out],
    detached: true, // its own process group, stopped as a whole
  });
  fs.closeSync(out);
  let exited = null;
  const exitPromise = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      exited = code ?? signal;
      resolve();
    }),
  );
  const stop = async () => {
    if (exited !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }, 15_000);
    await exitPromise;
    clearTimeout(timer);
  };
  try {
    await Promise.race([
      devStack.waitForHttpOk(`${base}/health`, { timeoutMs: 180_000, intervalMs: 500 }),
      exitPromise.then(() => {
        throw new Error(
          `medusa start exited (${exited}):\n${fs.readFileSync(LOG_FILE, 'utf8').slice(-4000)}`,
        );
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  timings.startMs = Date.now() - t;
  // The load emits one product.created (and inventory) event per row into the Redis event bus; the shared-mode worker
  // consumes them after boot. Wait until that queue is drained so the benchmark does not measure the backlog.
  t = Date.now();
  const redis = new IORedis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue('events-queue', { connection: redis });
  try {
    for (;;) {
      const counts = await queue.getJobCounts(
        'waiting',
        'active',
        'delayed',
        'prioritized',
        'waiting-children',
      );
      const left = Object.values(counts).reduce((a, b) => a + b, 0);
      if (Date.now() === t || (left && !timings.eventsQueued)) {
        timings.eventsQueued = left;
        log(`medusa: waiting for ${left} queued events to be processed`);
      }
      if (!left || Date.now() - t > 300_000) {
        if (left) log(`medusa: event queue still has ${left} jobs after 300 s, going on`);
        break;
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    await queue.close();
    redis.disconnect();
  }
  timings.eventsDrainMs = Date.now() - t;
  const version = JSON.parse(
    fs.readFileSync(path.join(DIR, 'node_modules', '@medusajs', 'medusa', 'package.json'), 'utf8'),
  ).version;

  const headers = { 'x-publishable-api-key': apiKey };
  const jsonHeaders = { ...headers, 'content-type': 'application/json' };
  // What a product card needs: title, handle, thumbnail, the calculated price in the region, and stock.
  const cardFields = 'id,title,handle,thumbnail,*variants.calculated_price,+variants.inventory_quantity';
  const listPath = `/store/products?limit=24&offset=0&region_id=${regionId}&fields=${encodeURIComponent(cardFields)}`;

  const call = async (method, urlPath, body) => {
    const res = await fetch(base + urlPath, {
      method,
      headers: body === undefined ? headers : jsonHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${urlPath} -> ${res.status}: ${text.slice(0, 500)}`);
    return JSON.parse(text);
  };
  const address = {
    first_name: 'Bench',
    last_name: 'Buyer',
    address_1: 'Thamel Marg 1',
    city: 'Kathmandu',
    country_code: 'np',
    postal_code: '44600',
    phone: '9800000000',
  };
  let orderNo = 0;
  const cartFields = '?fields=id';

  /** One storefront checkout (the Next.js starter's flow): cart, two line items, address and email, shipping, payment, complete. */
  async function checkout(productIndexes) {
    const variants = productIndexes.map((i) => {
      const id = variantBySlug.get(products[i].slug);
      if (!id) throw new Error(`medusa: no variant for ${products[i].slug}`);
      return id;
    });
    const n = ++orderNo;
    const { cart } = await call('POST', `/store/carts${cartFields}`, {
      region_id: regionId,
      sales_channel_id: salesChannelId,
    });
    for (const variant_id of variants) {
      await call('POST', `/store/carts/${cart.id}/line-items${cartFields}`, { variant_id, quantity: 1 });
    }
    await call('POST', `/store/carts/${cart.id}${cartFields}`, {
      email: `bench-${process.pid}-${n}@example.com`,
      shipping_address: address,
      billing_address: address,
    });
    const { shipping_options } = await call('GET', `/store/shipping-options?cart_id=${cart.id}`);
    if (!shipping_options?.length) throw new Error('medusa: no shipping option for the cart');
    await call('POST', `/store/carts/${cart.id}/shipping-methods${cartFields}`, {
      option_id: shipping_options[0].id,
    });
    const { payment_collection } = await call('POST', '/store/payment-collections', { cart_id: cart.id });
    await call('POST', `/store/payment-collections/${payment_collection.id}/payment-sessions`, {
      provider_id: 'pp_system_default',
    });
    const done = await call('POST', `/store/carts/${cart.id}/complete`, {});
    if (done.type !== 'order')
      throw new Error(`medusa: cart complete answered ${JSON.stringify(done).slice(0, 500)}`);
    return done.order.id;
  }

  return {
    name: `Medusa ${version}`,
    settings: SETTINGS,
    base,
    pids: descendants(child.pid),
    timings,
    listRequest: { method: 'GET', path: listPath, headers },
    searchRequest: (word) => ({
      method: 'GET',
      path: `/store/products?q=${encodeURIComponent(word)}&limit=24&offset=0&region_id=${regionId}&fields=${encodeURIComponent(cardFields)}`,
      headers,
    }),
    checkout,
    /** Stock as the storefront sees it (variants.inventory_quantity: stocked minus reserved) by product slug. */
    async stockOf(slugs) {
      const url = `/store/products?handle[]=${slugs.map(encodeURIComponent).join('&handle[]=')}&limit=${slugs.length}&region_id=${regionId}&fields=${encodeURIComponent('handle,+variants.inventory_quantity')}`;
      const { products: found } = await call('GET', url);
      return Object.fromEntries(found.map((p) => [p.handle, p.variants[0].inventory_quantity]));
    },
    stop,
  };
}
