import { MikroORM } from '@mikro-orm/postgresql';
import { startTestServices } from '@kukur/dev-stack';
import { createMikroOrmOptions, OutboxMessage } from '@kukur/server-kernel';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS } from '../src/migrations';
import { clearObservedErrorAnswers } from './support/error-answers-record';
import { workerDatabaseName } from './support/worker-services';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    redisUrl: string;
  }
}

/**
 * One fresh PostgreSQL cluster and one Redis per test run, migrated once; then a copy of the migrated
 * database for each worker (support/worker-services.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  clearObservedErrorAnswers();
  const services = await startTestServices({ log: () => undefined });
  try {
    const orm = await MikroORM.init({
      ...createMikroOrmOptions({ DATABASE_URL: services.databaseUrl, DATABASE_POOL_MAX: 2 }, MIGRATIONS),
      entities: [OutboxMessage],
      logger: () => undefined,
    });
    await orm.getMigrator().up();
    await orm.close();
    await copyForEachWorker(
      services.databaseUrl,
      project.config.maxWorkers ?? project.globalConfig.maxWorkers ?? 1,
    );
  } catch (error) {
    await services.stop();
    throw error;
  }
  project.provide('databaseUrl', services.databaseUrl);
  project.provide('redisUrl', services.redisUrl);
  return () => services.stop();
}

/** `CREATE DATABASE … TEMPLATE`: PostgreSQL copies the migrated database's files, faster than migrating again. */
async function copyForEachWorker(databaseUrl: string, workers: number): Promise<void> {
  const migrated = new URL(databaseUrl).pathname.slice(1);
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    for (let worker = 1; worker <= workers; worker += 1) {
      const copy = workerDatabaseName(migrated, worker);
      await client.query(`create database "${copy}" template "${migrated}"`);
    }
  } finally {
    await client.end();
  }
}
