// What the benchmark and its peers do with PostgreSQL and Redis URLs outside the stacks they measure.
import pg from 'pg';

/** Runs `fn` with a client connected to `url`, and ends the connection whatever `fn` does. */
export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** `url` (PostgreSQL or Redis) naming database `database` instead of its own. */
export function withDatabase(url, database) {
  const named = new URL(url);
  named.pathname = `/${database}`;
  return named.toString();
}

/** Creates database `name` on the cluster `adminUrl` reaches, unless it exists; answers its URL. */
export async function ensureDatabase(adminUrl, name) {
  await withClient(adminUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${name}`);
  });
  return withDatabase(adminUrl, name);
}
