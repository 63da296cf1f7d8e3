#!/usr/bin/env node
// The list page's baselines, each a bare node:http server in a process of its own (as the API is), on the port
// given: `memory` answers the body it was given from memory (the most this machine serves over HTTP), `pg`
// answers the list page from PostgreSQL with plain `pg` (the best a Node API can do for that page here).
// Started by `startListBaseline` below; run as `node list-server.mjs <memory|pg> <port>` with BODY_FILE or
// DATABASE_URL in the environment.
import { fork } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import catalogue from '@kukur/server-catalogue';

const { ProductDto } = catalogue;

/**
 * The list page's query: the active products, newest first, 24 from `offset` (the listing index's order), with
 * the total (an init plan: counted once per query), each row named as the shop's ProductView so that the shop's
 * own ProductDto.fromEntity writes the answer.
 */
export const LIST_PAGE_SQL = `
  select id, name, description, name_ne as "nameNe", description_ne as "descriptionNe", category, kind, price,
         old_price as "oldPrice", discount, is_new as "isNew", is_best_seller as "isBestSeller", image, stock,
         rating, review_count as "reviewCount", details, ingredients, recommended_for as "recommendedFor",
         is_recommended as "isRecommended", is_core_vaccine as "isCoreVaccine", schedule, timing, frequency,
         pet_age as "petAge", follow_up as "followUp", next_dose_after_days as "nextDoseAfterDays",
         created_at as "createdAt", (select count(*) from product where is_active) as total
    from product
   where is_active
   order by created_at desc, name
   limit 24 offset $1`;

function serveFromMemory(body) {
  return (_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  };
}

function serveFromPostgres(databaseUrl) {
  // As many connections as the shop's API pool (DATABASE_POOL_MAX's default).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  return async (request, response) => {
    try {
      const page = Number(new URL(request.url, 'http://x').searchParams.get('page') ?? 1);
      const { rows } = await pool.query({
        name: 'list-page',
        text: LIST_PAGE_SQL,
        values: [(page - 1) * 24],
      });
      const body = JSON.stringify(rows.map((row) => ProductDto.fromEntity(row)));
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        'x-total-count': String(rows[0]?.total ?? 0),
      });
      response.end(body);
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  };
}

/**
 * Starts a baseline (`memory` with `body`, or `pg` on `databaseUrl`) in a child process on `port`; answers its
 * list URL, `pid` and `stop()`.
 */
export async function startListBaseline(mode, { port, body, databaseUrl }) {
  const env = { ...process.env };
  if (mode === 'memory') {
    env.BODY_FILE = join(tmpdir(), `kukur-bench-list-${process.pid}-${port}.json`);
    writeFileSync(env.BODY_FILE, body);
  } else {
    env.DATABASE_URL = databaseUrl;
  }
  const child = fork(fileURLToPath(import.meta.url), [mode, String(port)], {
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    exited.then((code) => reject(new Error(`The ${mode} list baseline exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/api/products?page=1&pageSize=24`,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [mode, port] = process.argv.slice(2);
  const handler =
    mode === 'memory'
      ? serveFromMemory(readFileSync(process.env.BODY_FILE))
      : serveFromPostgres(process.env.DATABASE_URL);
  const server = createServer(handler);
  server.keepAliveTimeout = 60_000;
  server.listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
  process.on('SIGTERM', () => process.exit(0));
}
