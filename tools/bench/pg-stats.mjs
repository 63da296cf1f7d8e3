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
