import { MikroORM } from '@mikro-orm/postgresql';

// Any constant works; it only has to be the same for every instance of the API.
const MIGRATION_LOCK_KEY = 7_357_001;

/**
 * Applies pending migrations. Several API instances may start at once, so they queue on a
 * PostgreSQL advisory lock held on one connection for the whole run.
 */
export async function runPendingMigrations(orm: MikroORM): Promise<string[]> {
  const knex = orm.em.getConnection().getKnex();
  const connection = await knex.client.acquireConnection();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await orm.getMigrator().up();
    return applied.map((migration) => migration.name);
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await knex.client.releaseConnection(connection);
  }
}
