#!/usr/bin/env node
// The orders baseline: a plain `pg` script doing the writes of placing an order, in a process of its own.
// Each order is one transaction: lock and decrement the stock rows of 1-3 products (in id order, as the shop
// takes them, so two orders never wait on each other in a circle), insert the order, its lines, its history
// row and its outbox row, commit. Flat out it keeps `concurrency` transactions going (the load's 20
// connections); at a rate it starts order i at start + i / rate and counts each latency from then, as the
// paced HTTP load does. The outbox row is stored as already published: the worker is not running in the orders
// benchmark, and the row is written, which is what costs.
//
// `runOrderWrites(databaseUrl, options)` runs it and answers { ordersPerSecond, orders, p50, p95, p99 };
// `node order-writes.mjs` is the child: options as JSON in argv[2], DATABASE_URL in the environment.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

/** The order rows' fixed parts, as the shop stores an order placed for delivery with cash on delivery. */
const DELIVERY = { phone: '9800000000', city: 'Kathmandu', colony: 'Baneshwor' };

async function placeOne(pool, customer, lines) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const taken = [];
    for (const { productId, quantity } of lines) {
      const { rows } = await client.query({
        name: 'take-stock',
        text: `update product set stock = stock - $2 where id = $1 and stock >= $2 returning name, price, image`,
        values: [productId, quantity],
      });
      if (rows.length === 0) throw new Error(`product ${productId} is out of stock`);
      taken.push({ productId, quantity, ...rows[0] });
    }
    const total = taken.reduce((sum, line) => sum + Number(line.price) * line.quantity, 0);
    const orderId = randomUUID();
    await client.query({
      name: 'insert-order',
      text: `insert into customer_order (id, user_id, user_email, customer_name, phone_number, city, colony, status,
                                         payment_method, payment_status, subtotal, total, created_at, updated_at)
             values ($1, $2, $3, $4, $5, $6, $7, 'Pending', 'cod', 'pending', $8, $8, now(), now())`,
      values: [
        orderId,
        customer.id,
        customer.email,
        customer.name,
        DELIVERY.phone,
        DELIVERY.city,
        DELIVERY.colony,
        total,
      ],
    });
    await client.query({
      name: `insert-lines-${taken.length}`,
      text: `insert into order_item (id, order_id, product_id, name, image, unit_price, quantity) values ${taken
        .map(
          (_, i) =>
            `($${i * 6 + 1}, $${i * 6 + 2}, $${i * 6 + 3}, $${i * 6 + 4}, $${i * 6 + 5}, $${i * 6 + 6}, $${taken.length * 6 + 1 + i})`,
        )
        .join(', ')}`,
      values: [
        ...taken.flatMap((line) => [
          randomUUID(),
          orderId,
          line.productId,
          line.name,
          line.image,
          line.price,
        ]),
        ...taken.map((line) => line.quantity),
      ],
    });
    await client.query({
      name: 'insert-history',
      text: `insert into order_history (id, order_id, actor_role, from_status, to_status, created_at)
             values ($1, $2, 'customer', null, 'Pending', now())`,
      values: [randomUUID(), orderId],
    });
    await client.query({
      name: 'insert-outbox',
      text: `insert into outbox_message (id, type, payload, occurred_at, created_at, published_at)
             values ($1, 'ordering.order-placed.v1', $2, now(), now(), now())`,
      values: [
        randomUUID(),
        JSON.stringify({
          orderId,
          userId: customer.id,
          email: customer.email,
          customerName: customer.name,
          items: taken.map((line) => ({
            name: line.name,
            quantity: line.quantity,
            unitPrice: Number(line.price),
          })),
          total,
          delivery: DELIVERY,
        }),
      ],
    });
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** 1-3 different products of 1-3 each, in id order; `productIds` is sorted. */
function randomLines(productIds) {
  const count = 1 + Math.floor(Math.random() * 3);
  const chosen = new Set();
  while (chosen.size < count) chosen.add(Math.floor(Math.random() * productIds.length));
  return [...chosen]
    .sort((a, b) => a - b)
    .map((index) => ({ productId: productIds[index], quantity: 1 + Math.floor(Math.random() * 3) }));
}

function percentiles(latencies) {
  const sorted = latencies.sort((a, b) => a - b);
  const at = (p) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
  return { p50: at(50), p95: at(95), p99: at(99), max: at(100) };
}

async function main({ seconds, concurrency = 20, rate, customerEmailPrefix }) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: concurrency });
  try {
    const customers = (
      await pool.query(`select id, email, name from app_user where email like $1 order by email`, [
        `${customerEmailPrefix}%`,
      ])
    ).rows;
    const productIds = (await pool.query(`select id from product order by id`)).rows.map((row) => row.id);
    if (customers.length === 0 || productIds.length === 0)
      throw new Error('no customers or products to order with');
    // Every connection open before the clock starts, as the API's pool is after its warm-up.
    const warm = await Promise.all(Array.from({ length: concurrency }, () => pool.connect()));
    for (const client of warm) client.release();
    const latencies = [];
    let next = 0;
    const order = () => placeOne(pool, customers[next++ % customers.length], randomLines(productIds));
    const started = performance.now();
    const until = started + seconds * 1000;
    if (rate) {
      const total = Math.round(rate * seconds);
      const pending = [];
      for (let sent = 0; sent < total;) {
        const due = Math.min(total, Math.floor(((performance.now() - started) * rate) / 1000) + 1);
        for (; sent < due; sent += 1) {
          const dueAt = started + (sent * 1000) / rate;
          pending.push(order().then(() => latencies.push(performance.now() - dueAt)));
        }
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      await Promise.all(pending);
    } else {
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (performance.now() < until) {
            const at = performance.now();
            await order();
            latencies.push(performance.now() - at);
          }
        }),
      );
    }
    const elapsed = performance.now() - started;
    return {
      ordersPerSecond: Math.round((latencies.length / elapsed) * 1000),
      orders: latencies.length,
      ...percentiles(latencies),
    };
  } finally {
    await pool.end();
  }
}

/** Runs the baseline in a child process: flat out (`concurrency` at once) or at `rate` orders/s, for `seconds`. */
export function runOrderWrites(databaseUrl, options) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [fileURLToPath(import.meta.url), JSON.stringify(options)],
      { env: { ...process.env, DATABASE_URL: databaseUrl }, maxBuffer: 1 << 20 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`the orders baseline failed: ${stderr || error.message}`));
        resolve(JSON.parse(stdout));
      },
    );
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(JSON.parse(process.argv[2])).then(
    (result) => process.stdout.write(JSON.stringify(result)),
    (error) => {
      process.stderr.write(`${error.stack}\n`);
      process.exit(1);
    },
  );
}
