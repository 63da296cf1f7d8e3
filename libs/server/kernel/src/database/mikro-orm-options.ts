import type { MigrationObject } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { AppConfig } from '../config/app-config';

interface PgConnection {
  query(sql: string, callback: (error: Error | null) => void): void;
}

/**
 * MikroORM options shared by the API, the worker and the tests. Entities come from each module's
 * `MikroOrmModule.forFeature`; schema changes only through the committed migrations list.
 */
export function createMikroOrmOptions(
  config: Pick<AppConfig, 'DATABASE_URL' | 'DATABASE_POOL_MAX'>,
  migrationsList: MigrationObject[] = [],
) {
  return defineConfig({
    driver: PostgreSqlDriver,
    clientUrl: config.DATABASE_URL,
    pool: {
      min: 0,
      max: config.DATABASE_POOL_MAX,
      // Product search tolerates typos ("himalyan"): pg_trgm's default word similarity (0.6) is too strict.
      afterCreate: (
        connection: PgConnection,
        done: (error: Error | null, connection: PgConnection) => void,
      ) => {
        connection.query('set pg_trgm.word_similarity_threshold = 0.5', (error) => done(error, connection));
      },
    },
    forceUtcTimezone: true,
    allowGlobalContext: false,
    ensureDatabase: false,
    extensions: [Migrator],
    migrations: {
      migrationsList,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      tableName: 'mikro_orm_migrations',
    },
  });
}
