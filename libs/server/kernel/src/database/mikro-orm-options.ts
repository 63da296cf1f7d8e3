import type { MigrationObject } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { AppConfig } from '../config/app-config';
import { requestEntityManager } from './entity-manager-per-request';

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
    pool: { min: 0, max: config.DATABASE_POOL_MAX },
    forceUtcTimezone: true,
    allowGlobalContext: false,
    context: requestEntityManager,
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
