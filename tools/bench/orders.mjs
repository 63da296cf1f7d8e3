#!/usr/bin/env node
// Order placement benchmark: POST /api/orders by 500 customers over 1,000 products, each order 1-3 products of
// 1-3 each, priced and stocked by the server in one transaction; the shop has a history of 20,000 past orders.
// Three interleaved rounds against a plain `pg` script doing the same writes (baselines/order-writes.mjs):
//   P3   orders flat out (20 at once) / the baseline flat out;
//   P3l  p99 at 70 % of this run's flat-out rate / the baseline's p99 at the same rate;
//   P5   the API's resident memory after each round of the load / at its start.
// Afterwards every product's stock must have gone down by exactly what the order lines of the run took. The
// worker is not running: this measures what the customer waits for. Before the load it times the disk's
// flushes (disk-flush.mjs), since every commit waits for one.
import pg from 'pg';
import { tmpdir } from 'node:os';
import devStack from '@kukur/dev-stack';
import { insertBenchCustomers, log, residentMegabytes, runWrites, startBenchApi } from './bench-api.mjs';
import { runOrderWrites } from './baselines/order-writes.mjs';
import { measureDiskFlush, SLOW_FLUSH_MS } from './disk-flush.mjs';
import { productUpdates } from './pg-stats.mjs';
import { interleaved, median, ratios, resultRow, runWhenMain } from './report.mjs';

const { startTestServices } = devStack;
const CUSTOMERS = 500;
const PRODUCTS = 1_000;
const INITIAL_STOCK = 100_000_000;
/** Orders the shop took before the benchmark: a running shop's tables are not empty. */
const PAST_ORDERS = 20_000;

async function seed(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into product (id, slug, name, description, category, kind, price, stock)
       select gen_random_uuid(), 'bench-' || g, 'Bench Kibble ' || g, 'For the order benchmark.', 'Food', 'product',
              (100 + (g * 37) % 5000)::numeric(12, 2), $2
         from generate_series(1, $1) g`,
      [PRODUCTS, INITIAL_STOCK],
    );
    const customers = await insertBenchCustomers(client, CUSTOMERS, 'buyer');
    const { rows } = await client.query('select id from product');
    await seedOrderHistory(client);
    // Statistics of a running shop. Taken over empty order tables instead, they would make every pooled
    // connection cache a sequential scan of customer_order for its foreign-key checks, costlier with each order
    // until autovacuum analyzes the table again.
    await client.query('analyze');
    return { customers, productIds: rows.map((row) => row.id) };
  } finally {
    await client.end();
  }
}

/**
 * PAST_ORDERS orders of the bench customers over the last year, as the shop left them: most delivered and paid
 * (cash on delivery), one in ten cancelled; each with 1-3 lines and its history. Stock is not touched: the audit
 * counts only the orders placed during the run.
 */
async function seedOrderHistory(client) {
  await client.query(
    `with customers as (select array_agg(id order by id) as ids from app_user),
     catalogue as (select array_agg(id order by id) as ids from product),
     past as (
       select gen_random_uuid() as id, u.id as user_id, u.email, u.name, g,
              now() - (g * interval '1 year' / $1) as placed_at, g % 10 = 0 as cancelled
         from generate_series(1, $1) g, customers c, app_user u
        where u.id = c.ids[1 + g % cardinality(c.ids)]
     ),
     lines as (
       select p.id as order_id, pr.id as product_id, pr.name, pr.price, 1 + (p.g + n) % 3 as quantity
         from past p, generate_series(0, p.g % 3) n, catalogue c, product pr
        where pr.id = c.ids[1 + (p.g * 7 + n * 331) % cardinality(c.ids)]
     ),
     totals as (select order_id, sum(price * quantity) as total from lines group by order_id),
     orders as (
       insert into customer_order (id, user_id, user_email, customer_name, phone_number, city, colony, status,
                                   payment_method, payment_status, subtotal, total, created_at, updated_at)
       select p.id, p.user_id, p.email, p.name, '98' || lpad((p.g % 100000000)::text, 8, '0'),
              (array['Kathmandu', 'Lalitpur', 'Bhaktapur', 'Pokhara'])[1 + p.g % 4], 'Baneshwor',
              case when p.cancelled then 'Cancelled' else 'Completed' end, 'cod',
              case when p.cancelled then 'pending' else 'paid' end, t.total, t.total, p.placed_at, p.placed_at
         from past p join totals t on t.order_id = p.id
       returning id
     ),
     items as (
       insert into order_item (id, order_id, product_id, name, unit_price, quantity)
       select gen_random_uuid(), l.order_id, l.product_id, l.name, l.price, l.quantity
         from lines l join orders o on o.id = l.order_id
     )
     insert into order_history (id, order_id, actor_role, from_status, to_status, created_at)
     select gen_random_uuid(), o.id, 'customer', null, 'Pending', p.placed_at from orders o join past p on p.id = o.id
     union all
     select gen_random_uuid(), o.id, case when p.cancelled then 'customer' else 'admin' end, 'Pending',
            case when p.cancelled then 'Cancelled' else 'Completed' end, p.placed_at + interval '2 days'
       from orders o join past p on p.id = o.id`,
    [PAST_ORDERS],
  );
}

/** Orders placed during the run, and the products whose stock did not go down by exactly what their order lines took. */
async function audit(databaseUrl, since) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const placed = 'select id from customer_order where created_at >= $1';
    const orders = (await client.query(`select count(*)::int as n from (${placed}) o`, [since])).rows[0].n;
    const { rows } = await client.query(
      `select p.id from product p left join order_item i on i.product_id = p.id and i.order_id in (${placed})
        group by p.id, p.stock having p.stock <> $2 - coalesce(sum(i.quantity), 0)`,
      [since, INITIAL_STOCK],
    );
    return { orders, wrongStock: rows.length };
  } finally {
    await client.end();
  }
}

const ROUNDS = 3;
/** P3l's rate: this share of the shop's flat-out rate in this run. */
const LOADED = 0.7;

export async function run({ quick = false } = {}) {
  const flatSeconds = Number(process.env.BENCH_SECONDS ?? (quick ? 2 : 15));
  const rateSeconds = Number(process.env.BENCH_SECONDS ?? (quick ? 2 : 20));
  log('Orders: starting PostgreSQL and Redis, then the API...');
  const services = await startTestServices();
  let api;
  try {
    api = await startBenchApi(services);
    const memoryAtStart = residentMegabytes(api.pid);
    const { customers, productIds } = await seed(services.databaseUrl);
    const flushSeconds = quick ? 2 : 10;
    log(`Orders: timing the disk's flushes for ${flushSeconds} s...`);
    // The test services keep PostgreSQL's data under the temp folder.
    const disk = await measureDiskFlush({ dir: tmpdir(), seconds: flushSeconds });
    let next = 0;
    const order = () => {
      const buyer = customers[next++ % customers.length];
      const count = 1 + Math.floor(Math.random() * 3);
      const chosen = new Set();
      while (chosen.size < count) chosen.add(productIds[Math.floor(Math.random() * productIds.length)]);
      return {
        method: 'POST',
        path: '/api/orders',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
        body: JSON.stringify({
          customer: { name: buyer.name, phoneNumber: '9800000000', city: 'Kathmandu', colony: 'Baneshwor' },
          products: [...chosen].map((productId) => ({
            productId,
            quantity: 1 + Math.floor(Math.random() * 3),
          })),
          userEmail: buyer.email,
        }),
      };
    };
    const bare = (options) =>
      runOrderWrites(services.databaseUrl, {
        customerEmailPrefix: 'bench.buyer.',
        concurrency: 20,
        ...options,
      });
    const loadStart = new Date();
    const place = (label, options) => runWrites(api.base, label, 'orders/s', order, options);
    log('Orders: warming up...');
    await place('warm-up', { duration: quick ? 1 : 5 });
    await bare({ seconds: quick ? 1 : 5 });
    log(`Orders: flat out, ${ROUNDS} rounds of ${flatSeconds} s each...`);
    const flat = await interleaved(ROUNDS, {
      bare: () => bare({ seconds: flatSeconds }),
      shop: () => place('flat out', { duration: flatSeconds }),
    });
    const shopFlat = flat.shop.map((result) => result['orders/s']);
    const bareFlat = flat.bare.map((result) => result.ordersPerSecond);
    const rate = Math.max(1, Math.round(LOADED * median(shopFlat)));
    log(`Orders: at ${rate} orders/s, ${ROUNDS} rounds of ${rateSeconds} s each...`);
    const paced = await interleaved(ROUNDS, {
      bare: () => bare({ seconds: rateSeconds, rate }),
      shop: () => place(`${rate} orders/s`, { duration: rateSeconds, overallRate: rate }),
      memory: () => residentMegabytes(api.pid),
    });
    const { orders, wrongStock } = await audit(services.databaseUrl, loadStart);
    // A stock update that is not HOT writes a new entry into every index of the product.
    const { updates, hot } = await productUpdates(services.databaseUrl);
    const list = (values) => values.map((value) => value.toLocaleString('en')).join(', ');
    return [
      resultRow({
        id: 'P3',
        what: `order placement flat out (20 at once, ${flatSeconds} s) / plain pg doing the same writes`,
        target: { op: '>=', value: 0.5, unit: 'x' },
        rounds: ratios(shopFlat, bareFlat),
        note: `orders/s shop ${list(shopFlat)}; bare pg ${list(bareFlat)}; shop p99 ms ${list(flat.shop.map((r) => r.p99))}`,
      }),
      resultRow({
        id: 'P3l',
        what: `order p99 at ${rate} orders/s (${LOADED * 100} % of the flat-out median) / plain pg's p99 at that rate, ${rateSeconds} s`,
        target: { op: '<=', value: 3, unit: 'x' },
        rounds: ratios(
          paced.shop.map((result) => result.p99),
          paced.bare.map((result) => result.p99),
        ),
        note: `p99 ms shop ${list(paced.shop.map((r) => r.p99))}; bare pg ${list(paced.bare.map((r) => r.p99))}; shop p50 ms ${list(paced.shop.map((r) => r.p50))}`,
      }),
      resultRow({
        id: 'P5',
        what: 'API resident memory after each round of the order load / at its start',
        target: { op: '<=', value: 1.5, unit: 'x' },
        rounds: paced.memory.map((megabytes) => megabytes / memoryAtStart),
        note: `MB at start ${memoryAtStart.toFixed(0)}, after ${paced.memory.map((mb) => mb.toFixed(0)).join(', ')}`,
      }),
      resultRow({
        id: 'P3',
        what: `the disk's flush (8 KB + fdatasync every 10 ms for ${flushSeconds} s before the load), slowest`,
        measured: Math.round(disk.max),
        unit: 'ms',
        note: `p50 ${disk.p50} ms, p99 ${disk.p99} ms; ${disk.slow} of ${disk.flushes} over ${SLOW_FLUSH_MS} ms (each commit waits for one)`,
      }),
      resultRow({
        id: 'P3',
        what: `products whose stock is not exactly what their order lines left (${orders.toLocaleString('en')} orders, the baseline's included)`,
        target: { op: '<=', value: 0, unit: 'products' },
        measured: wrongStock,
        note: `${hot.toLocaleString('en')} of ${updates.toLocaleString('en')} product updates made in place (HOT, as counted so far)`,
      }),
    ];
  } finally {
    await api?.stop();
    await services.stop();
  }
}

runWhenMain(import.meta.url, run);
