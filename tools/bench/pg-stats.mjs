// What PostgreSQL counted during a benchmark.
import pg from 'pg';

/** The one row `sql` answers, read once the backends have reported their statistics. */
async function countedRow(databaseUrl, sql) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // The statistics of a backend reach the pg_stat views when it is idle for a moment.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return (await client.query(sql)).rows[0];
  } finally {
    await client.end();
  }
}

/** Updates of the product table so far, and how many of them PostgreSQL made in place (HOT). */
export function productUpdates(databaseUrl) {
  return countedRow(
    databaseUrl,
    `select n_tup_upd::int as updates, n_tup_hot_upd::int as hot from pg_stat_user_tables where relname = 'product'`,
  );
}
