#!/usr/bin/env node
// Order placement benchmark: POST /api/orders on loopback for 60 s at 200 orders/s (target p99 < 150 ms),
// then flat out for 20 s, by 500 customers over 1,000 products with plenty of stock. Each order has 1-3
// products, 1-3 of each, priced and stocked by the server in one transaction. The worker is not running:
// this measures what the customer waits for; the e-mails go out later from the outbox.
import pg from 'pg';
import devStack from '@kukur/dev-stack';
import { insertBenchCustomers, log, runWrites, startBenchApi } from './bench-api.mjs';

const { startTestServices } = devStack;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const CUSTOMERS = 500;
const PRODUCTS = 1_000;

async function seed(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into product (id, slug, name, description, category, kind, price, stock)
       select gen_random_uuid(), 'bench-' || g, 'Bench Kibble ' || g, 'For the order benchmark.', 'Food', 'product',
              (100 + (g * 37) % 5000)::numeric(12, 2), 100000000
         from generate_series(1, $1) g`,
      [PRODUCTS],
    );
    const customers = await insertBenchCustomers(client, CUSTOMERS, 'buyer');
    const { rows } = await client.query('select id from product');
    await client.query('analyze');
    return { customers, productIds: rows.map((row) => row.id) };
  } finally {
    await client.end();
  }
}

async function main() {
  log('Starting PostgreSQL and Redis, then the API...');
  const services = await startTestServices();
  let api;
  try {
    api = await startBenchApi(services);
    const { base } = api;
    const { customers: tokens, productIds } = await seed(services.databaseUrl);
    let next = 0;
    const order = () => {
      const buyer = tokens[next++ % tokens.length];
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
    const run = (label, options) => runWrites(base, label, 'orders/s', order, options);
    await run('warm-up', { duration: 5 });
    const results = [
      await run(`${RATE} orders/s for ${SECONDS} s`, { duration: SECONDS, overallRate: RATE }),
      await run('flat out for 20 s', { duration: 20 }),
    ];
    console.table(results);
    const client = new pg.Client({ connectionString: services.databaseUrl });
    await client.connect();
    const { rows } = await client.query('select count(*)::int as orders from customer_order');
    await client.end();
    log(
      `${rows[0].orders} orders stored. Target: ${RATE} orders/s with p99 < 150 ms -> p99 ${results[0].p99} ms.`,
    );
  } finally {
    await api?.stop();
    await services.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
