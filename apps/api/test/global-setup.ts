import { MikroORM } from '@mikro-orm/postgresql';
import { startTestServices } from '@kukur/dev-stack';
import { createMikroOrmOptions, OutboxMessage } from '@kukur/server-kernel';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS } from '../src/migrations';
import { clearObservedErrorAnswers } from './support/error-answers-record';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    redisUrl: string;
  }
}

/** One fresh PostgreSQL cluster and one Redis per test run, migrated once. */
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
  } catch (error) {
    await services.stop();
    throw error;
  }
  project.provide('databaseUrl', services.databaseUrl);
  project.provide('redisUrl', services.redisUrl);
  return () => services.stop();
}
