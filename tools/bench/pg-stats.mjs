// What PostgreSQL counted during a benchmark.
import pg from 'pg';

/** Transactions committed in the database so far (pg_stat_database, a little behind the commits). */
export async function databaseCommits(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // The statistics of a backend reach pg_stat_database when it is idle for a moment.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { rows } = await client.query(
      'select xact_commit::int as commits from pg_stat_database where datname = current_database()',
    );
    return rows[0].commits;
  } finally {
    await client.end();
  }
}

/** Updates of the product table so far, and how many of them PostgreSQL made in place (HOT). */
export async function productUpdates(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { rows } = await client.query(
      `select n_tup_upd::int as updates, n_tup_hot_upd::int as hot from pg_stat_user_tables where relname = 'product'`,
    );
    return rows[0];
  } finally {
    await client.end();
  }
}
