// Vendure 3.7 as a peer of the ratio benchmark (tools/bench): installs it into this folder, starts its server and
// its worker as child processes on the given PostgreSQL cluster and Redis, loads the bench catalogue with Vendure's
// own populate()/Importer, builds its search index with the `reindex` job and places guest orders through the
// Shop API the way Vendure's storefront starters do. See README.md.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import devStack from '@kukur/dev-stack';
import { ensureDatabase, withClient } from '../../pg-client.mjs';

const DIR = path.dirname(fileURLToPath(import.meta.url));
const RUN = path.join(DIR, '.run');
const DATABASE = 'peer_vendure';
const SHOP = '/shop-api';
const ADMIN = '/admin-api';

const SETTINGS = [
  'NODE_ENV=production for server, worker and populate (Vendure docs, Deployment > Production configuration).',
  'VENDURE_DISABLE_TELEMETRY=true: the documented opt-out of anonymous telemetry to telemetry.vendure.io (the machine has no internet; @vendure/core dist/telemetry).',
  'Server (bootstrap) and worker (bootstrapWorker + startJobQueue) as two processes, as the docs recommend for production (Developer guide > Worker & Job Queue).',
  'BullMQJobQueuePlugin (@vendure/job-queue-plugin) on the given Redis instead of DefaultJobQueuePlugin: its docs recommend it for production (no DB polling); default options (concurrency 3).',
  'RedisCachePlugin on the given Redis instead of the in-memory cache: the docs call it the high-performance production cache (Developer guide > Cache); it also backs sessions via DefaultSessionCacheStrategy.',
  'DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true }) as the @vendure/create template sets it; on PostgreSQL it uses its PostgresSearchStrategy.',
  'DefaultSchedulerPlugin.init() as the @vendure/create template (3.x) has it; scheduled tasks run in the worker.',
  'dbConnectionOptions: postgres on its own database peer_vendure, synchronize only on the first (populate) run, then false with no migrations (docs, Deployment > Getting data into production); TypeORM default pool.',
  "authOptions.tokenMethod ['bearer', 'cookie'] (template), superadmin credentials and cookie secret from the environment, not the defaults (Production configuration guide).",
  'apiOptions: hostname 127.0.0.1, a free port, admin-api/shop-api paths (template); no GraphiQL, no Admin UI/Dashboard, no AssetServerPlugin, no EmailPlugin (the brief skips assets and UI; no mail in the benchmark).',
  "apiOptions.cors { origin: ['http://127.0.0.1:3001'] (a storefront origin), credentials: true } and apiOptions.csrfPrevention true: what Vendure 3.7's startup security warnings require for production (default reflects any Origin; CSRF prevention off). The benchmark's JSON POSTs pass CSRF prevention unchanged.",
  'paymentOptions.paymentMethodHandlers [dummyPaymentHandler] (template), payment method "test-payment" with automaticSettle=true.',
  'Initial data (populate): country Nepal in zone Asia (default tax + shipping zone), tax category "Standard Tax" 13% (Nepal VAT), shipping method "Standard Delivery" with defaultShippingCalculator at Rs 100 and defaultShippingEligibilityChecker.',
  'Default channel: defaultCurrencyCode NPR, availableCurrencyCodes [NPR], pricesIncludeTax true (so the listed price is the catalogue price, VAT included); set once through ChannelService.update before the import.',
  'Products: Vendure Importer (populate with a products CSV): one variant each, sku = slug, price in NPR, stockOnHand = catalogue stock, trackInventory true, facet category:<category>; then the Admin API reindex job, awaited until COMPLETED.',
];

const LIST_QUERY = `query List($input: SearchInput!) {
  search(input: $input) {
    totalItems
    items { productId productName slug currencyCode inStock productAsset { id preview }
      priceWithTax { ... on SinglePrice { value } ... on PriceRange { min max } } }
  }
}`;

const jsonHeaders = { 'content-type': 'application/json' };

function gqlRequest(query, variables) {
  return {
    method: 'POST',
    path: SHOP,
    headers: { ...jsonHeaders },
    body: JSON.stringify({ query, variables }),
  };
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function npmCommand() {
  const probe = spawnSync('npm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim().startsWith('11.')) return ['npm', []];
  return ['npx', ['-y', 'npm@11']];
}

function installed() {
  const hidden = path.join(DIR, 'node_modules', '.package-lock.json');
  if (
    !fs.existsSync(hidden) ||
    !fs.existsSync(path.join(DIR, 'node_modules', '@vendure', 'core', 'package.json'))
  ) {
    return false;
  }
  const want = readJson(path.join(DIR, 'package-lock.json')).packages;
  const have = readJson(hidden).packages;
  for (const [name, entry] of Object.entries(want)) {
    if (name === '' || entry.optional || entry.dev) continue;
    if (have[name]?.version !== entry.version) return false;
  }
  return true;
}

export async function install({ log = console.log } = {}) {
  if (installed()) {
    log('vendure: node_modules up to date');
    return;
  }
  const [cmd, pre] = npmCommand();
  log(`vendure: ${cmd} ${[...pre, 'install'].join(' ')} in ${DIR}`);
  await new Promise((resolve, reject) => {
    const child = spawn(cmd, [...pre, 'install', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: DIR,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm install in ${DIR} exited with ${code}`)),
    );
  });
}

function secrets() {
  fs.mkdirSync(RUN, { recursive: true });
  const file = path.join(RUN, 'secrets.json');
  if (!fs.existsSync(file)) {
    fs.writeFileSync(
      file,
      JSON.stringify({
        username: 'superadmin',
        password: randomBytes(12).toString('hex'),
        cookie: randomBytes(24).toString('hex'),
      }),
    );
  }
  return readJson(file);
}

async function tableCount(url, sql) {
  return withClient(url, async (client) => {
    try {
      return Number((await client.query(sql)).rows[0].count);
    } catch (error) {
      if (error.code === '42P01') return -1; // table missing: schema not created yet
      throw error;
    }
  });
}

function csvField(value) {
  const text = String(value ?? '');
  return /[",\n|]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function writeCsv(file, products) {
  const header = [
    'name',
    'slug',
    'description',
    'assets',
    'facets',
    'optionGroups',
    'optionValues',
    'sku',
    'price',
    'taxCategory',
    'stockOnHand',
    'trackInventory',
    'variantAssets',
    'variantFacets',
  ];
  const lines = [header.join(',')];
  for (const p of products) {
    lines.push(
      [
        p.name,
        p.slug,
        p.description,
        '',
        `category:${p.category}`,
        '',
        '',
        p.slug,
        p.price,
        'Standard Tax',
        p.stock,
        'true',
        '',
        '',
      ]
        .map(csvField)
        .join(','),
    );
  }
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
}

/** Spawns `script` with Node in its own process group; output goes to .run/<name>.log. */
function startChild(name, script, args, env) {
  const logFile = path.join(RUN, `${name}.log`);
  const out = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [path.join(DIR, 'src', script), ...args], {
    cwd: DIR,
    env,
    detached: true,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { name, child, exited, logFile };
}

function tail(file, lines = 30) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

async function stopChild(proc) {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  try {
    process.kill(-proc.child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 10_000));
  if ((await Promise.race([proc.exited, timeout])) === 'timeout') {
    try {
      process.kill(-proc.child.pid, 'SIGKILL');
    } catch {
      // It exited between the time-out and the kill.
    }
    await proc.exited;
  }
}

async function gql(base, apiPath, query, variables, token) {
  const response = await fetch(base + apiPath, {
    method: 'POST',
    headers: token ? { ...jsonHeaders, authorization: `Bearer ${token}` } : jsonHeaders,
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${apiPath} HTTP ${response.status}: ${text.slice(0, 300)}`);
  const json = JSON.parse(text);
  if (json.errors?.length)
    throw new Error(`${apiPath} GraphQL error: ${json.errors.map((e) => e.message).join('; ')}`);
  return { data: json.data, token: response.headers.get('vendure-auth-token') ?? token };
}

/** Throws when a mutation answered an ErrorResult union member instead of the expected type. */
function expectType(result, typename, what) {
  if (!result || result.__typename !== typename) {
    throw new Error(
      `${what}: ${result?.__typename ?? 'null'} ${result?.errorCode ?? ''} ${result?.message ?? ''}`.trim(),
    );
  }
  return result;
}

const ORDER_FIELDS = `__typename ... on Order { id code state } ... on ErrorResult { errorCode message }`;
const ADD_ITEM = `mutation Add($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ${ORDER_FIELDS} } }`;
const SET_CUSTOMER = `mutation Customer($input: CreateCustomerInput!) { setCustomerForOrder(input: $input) { ${ORDER_FIELDS} } }`;
const SET_ADDRESS = `mutation Address($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { ${ORDER_FIELDS} } }`;
const SHIPPING_METHODS = `query { eligibleShippingMethods { id } }`;
const SET_SHIPPING = `mutation Ship($ids: [ID!]!) { setOrderShippingMethod(shippingMethodId: $ids) { ${ORDER_FIELDS} } }`;
const TO_PAYMENT = `mutation { transitionOrderToState(state: "ArrangingPayment") { __typename ... on Order { id state } ... on OrderStateTransitionError { errorCode message transitionError } } }`;
const ADD_PAYMENT = `mutation Pay($input: PaymentInput!) { addPaymentToOrder(input: $input) { ${ORDER_FIELDS} } }`;

let orderNumber = 0;

export async function start({ databaseUrl, redisUrl, products, log = console.log }) {
  const t0 = Date.now();
  const core = readJson(path.join(DIR, 'node_modules', '@vendure', 'core', 'package.json'));
  fs.mkdirSync(RUN, { recursive: true });
  const secret = secrets();
  const dbUrl = await ensureDatabase(databaseUrl, DATABASE);

  const env = {
    ...process.env,
    NODE_ENV: 'production',
    VENDURE_DISABLE_TELEMETRY: 'true',
    DATABASE_URL: dbUrl,
    REDIS_URL: redisUrl,
    SUPERADMIN_USERNAME: secret.username,
    SUPERADMIN_PASSWORD: secret.password,
    COOKIE_SECRET: secret.cookie,
    DB_SYNCHRONIZE: 'false',
  };

  // Load unless the database already holds exactly this catalogue.
  let count = await tableCount(dbUrl, `select count(*) from product where "deletedAt" is null`);
  const timings = {};
  if (count !== products.length) {
    if (count > 0) {
      log(`vendure: database has ${count} products, not ${products.length}: recreating ${DATABASE}`);
      await withClient(databaseUrl, async (client) => {
        await client.query(`drop database ${DATABASE} with (force)`);
        await client.query(`create database ${DATABASE}`);
      });
    }
    const csv = path.join(RUN, 'products.csv');
    writeCsv(csv, products);
    log(`vendure: populate (schema + initial data + Importer) of ${products.length} products`);
    const tLoad = Date.now();
    const populate = startChild('populate', 'populate.cjs', [csv], {
      ...env,
      DB_SYNCHRONIZE: 'true',
      PORT: String(await devStack.findFreePort()),
    });
    const result = await populate.exited;
    if (result.code !== 0)
      throw new Error(`vendure populate failed (${JSON.stringify(result)}):\n${tail(populate.logFile)}`);
    count = await tableCount(dbUrl, `select count(*) from product where "deletedAt" is null`);
    if (count !== products.length) {
      throw new Error(
        `vendure populate imported ${count} of ${products.length} products:\n${tail(populate.logFile)}`,
      );
    }
    timings.importMs = Date.now() - tLoad;
    log(`vendure: imported ${count} products in ${(timings.importMs / 1000).toFixed(1)} s`);
  }

  const port = await devStack.findFreePort();
  const base = `http://127.0.0.1:${port}`;
  const worker = startChild('worker', 'worker.cjs', [], { ...env, PORT: String(port) });
  const server = startChild('server', 'server.cjs', [], { ...env, PORT: String(port) });
  const procs = [server, worker];
  const onExit = () => {
    for (const proc of procs) {
      try {
        process.kill(-proc.child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  };
  process.once('exit', onExit);
  const stop = async () => {
    process.removeListener('exit', onExit);
    await Promise.all(procs.map(stopChild));
  };

  try {
    const died = Promise.race(procs.map((p) => p.exited.then(() => p))).then((p) => {
      throw new Error(`vendure ${p.name} exited during start:\n${tail(p.logFile)}`);
    });
    died.catch(() => {});
    await devStack.waitForHttpOk(`${base}/health`, { timeoutMs: 120_000, intervalMs: 500, giveUp: died });
    timings.startMs = Date.now() - t0 - (timings.importMs ?? 0);
    log(`vendure: server up on ${base}`);

    // The search index: rebuild with the reindex job when it does not cover every product.
    const indexed = await tableCount(dbUrl, `select count(distinct "productId") from search_index_item`);
    if (indexed !== products.length) {
      const tIndex = Date.now();
      const { token } = await gql(
        base,
        ADMIN,
        `mutation($u: String!, $p: String!) { login(username: $u, password: $p) { __typename ... on CurrentUser { id } } }`,
        { u: secret.username, p: secret.password },
      );
      const { data } = await gql(base, ADMIN, `mutation { reindex { id } }`, {}, token);
      const jobId = data.reindex.id;
      log(
        `vendure: reindex job ${jobId} queued (${indexed < 0 ? 0 : indexed} of ${products.length} indexed)`,
      );
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const job = (
          await gql(
            base,
            ADMIN,
            `query($id: ID!) { job(jobId: $id) { state progress error } }`,
            { id: jobId },
            token,
          )
        ).data.job;
        if (job?.state === 'COMPLETED') break;
        if (job?.state === 'FAILED' || job?.state === 'CANCELLED')
          throw new Error(`vendure reindex ${job.state}: ${JSON.stringify(job.error)}`);
      }
      const after = await tableCount(dbUrl, `select count(distinct "productId") from search_index_item`);
      if (after !== products.length)
        throw new Error(`vendure search index holds ${after} of ${products.length} products`);
      timings.reindexMs = Date.now() - tIndex;
      log(`vendure: search index built in ${(timings.reindexMs / 1000).toFixed(1)} s`);
    }
  } catch (error) {
    await stop();
    throw error;
  }

  // Product index -> variant id (sku = slug).
  const variantIdBySku = new Map(
    await withClient(dbUrl, async (client) =>
      (await client.query(`select id, sku from product_variant where "deletedAt" is null`)).rows.map((r) => [
        r.sku,
        String(r.id),
      ]),
    ),
  );
  const variantIds = products.map((p) => {
    const id = variantIdBySku.get(p.slug);
    if (!id) throw new Error(`vendure: no variant for ${p.slug}`);
    return id;
  });
  const shippingMethodId = await withClient(dbUrl, async (client) =>
    String(
      (await client.query(`select id from shipping_method where code = 'standard-delivery'`)).rows[0].id,
    ),
  );

  async function checkout(productIndexes) {
    const n = ++orderNumber;
    let token;
    for (const index of productIndexes) {
      const r = await gql(base, SHOP, ADD_ITEM, { id: variantIds[index] }, token);
      token = r.token;
      expectType(r.data.addItemToOrder, 'Order', 'addItemToOrder');
    }
    if (!token) throw new Error('vendure: no vendure-auth-token header from addItemToOrder');
    let r = await gql(
      base,
      SHOP,
      SET_CUSTOMER,
      {
        input: {
          emailAddress: `guest${n}-${process.pid}@bench.example`,
          firstName: 'Bench',
          lastName: `Guest ${n}`,
        },
      },
      token,
    );
    expectType(r.data.setCustomerForOrder, 'Order', 'setCustomerForOrder');
    r = await gql(
      base,
      SHOP,
      SET_ADDRESS,
      {
        input: {
          fullName: `Bench Guest ${n}`,
          streetLine1: 'Jhamsikhel Road 12',
          city: 'Lalitpur',
          province: 'Bagmati',
          postalCode: '44700',
          countryCode: 'NP',
          phoneNumber: '9800000000',
        },
      },
      token,
    );
    expectType(r.data.setOrderShippingAddress, 'Order', 'setOrderShippingAddress');
    r = await gql(base, SHOP, SHIPPING_METHODS, {}, token);
    const methods = r.data.eligibleShippingMethods;
    const methodId = methods.find((m) => m.id === shippingMethodId)?.id ?? methods[0]?.id;
    if (!methodId) throw new Error('vendure: no eligible shipping method');
    r = await gql(base, SHOP, SET_SHIPPING, { ids: [methodId] }, token);
    expectType(r.data.setOrderShippingMethod, 'Order', 'setOrderShippingMethod');
    r = await gql(base, SHOP, TO_PAYMENT, {}, token);
    expectType(r.data.transitionOrderToState, 'Order', 'transitionOrderToState(ArrangingPayment)');
    r = await gql(base, SHOP, ADD_PAYMENT, { input: { method: 'test-payment', metadata: {} } }, token);
    const order = expectType(r.data.addPaymentToOrder, 'Order', 'addPaymentToOrder');
    if (order.state !== 'PaymentSettled')
      throw new Error(`vendure: order ${order.code} is ${order.state} after payment`);
  }

  /** Saleable stock (stockOnHand - stockAllocated, what Vendure sells from) of products[index] per index. */
  async function stock(productIndexes) {
    return withClient(dbUrl, async (client) => {
      const rows = (
        await client.query(
          `select v.sku, sum(s."stockOnHand" - s."stockAllocated")::int as saleable
             from product_variant v join stock_level s on s."productVariantId" = v.id
            where v.sku = any($1) group by v.sku`,
          [productIndexes.map((i) => products[i].slug)],
        )
      ).rows;
      const bySku = new Map(rows.map((r) => [r.sku, r.saleable]));
      return productIndexes.map((i) => bySku.get(products[i].slug));
    });
  }

  return {
    name: `Vendure ${core.version}`,
    settings: SETTINGS,
    base,
    pids: procs.map((p) => p.child.pid),
    timings,
    listRequest: gqlRequest(LIST_QUERY, { input: { take: 24, groupByProduct: true } }),
    searchRequest: (word) =>
      gqlRequest(LIST_QUERY, { input: { term: word, take: 24, groupByProduct: true } }),
    checkout,
    stock,
    stop,
  };
}
