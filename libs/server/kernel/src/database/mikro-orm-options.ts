import type { MigrationObject } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { AppConfig } from '../config/app-config';
import { NOTIFY_AFTER_COMMIT_SETTING } from './commit-notifications/announced-writes';
import { requestEntityManager } from './entity-manager-per-request';

/**
 * MikroORM options shared by the API, the worker and the tests. Entities come from each module's
 * `MikroOrmModule.forFeature`; schema changes only through the committed migrations list. The connections
 * tell the notifying triggers that this process announces its commits itself: a process using these options
 * imports CommitNotificationsModule.
 */
export function createMikroOrmOptions(
  config: Pick<AppConfig, 'DATABASE_URL' | 'DATABASE_POOL_MAX'>,
  migrationsList: MigrationObject[] = [],
) {
  return defineConfig({
    driver: PostgreSqlDriver,
    clientUrl: config.DATABASE_URL,
    pool: { min: 0, max: config.DATABASE_POOL_MAX },
    driverOptions: {
      connection: { options: `-c ${NOTIFY_AFTER_COMMIT_SETTING}=on` },
    },
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
