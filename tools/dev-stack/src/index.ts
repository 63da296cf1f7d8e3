/** @kukur/dev-stack: local PostgreSQL, Redis, mail catcher and Khalti sandbox for `npm start` and the test set-ups. */
export { findFreePort, isPortFree } from './ports';
export { createConsoleLogger, silentLogger, toLogger, type DevStackLogger, type LogOption } from './log';
export {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
  type EmbeddedPostgresOptions,
} from './services/postgres';
export { chooseDataDir, type DataDirChoice } from './services/postgres-data-dir';
export {
  redisServerArgs,
  redisServerEnv,
  resolveRedis,
  type ResolvedRedis,
  type ResolveRedisOptions,
} from './services/redis';
export { ensureRedisServerBinary, type RedisServerBinary } from './services/redis-install';
export { decideRedisSource, type RedisDecision, type RedisFacts } from './services/redis-resolution';
export {
  listEmails,
  startMailCatcher,
  type CaughtEmail,
  type MailCatcher,
  type MailCatcherOptions,
} from './services/mail-catcher';
export {
  ServiceSupervisor,
  type SpawnServiceOptions,
  type SupervisedService,
  type SupervisorOptions,
} from './processes';
export { startStack, type RunningStack, type StartStackOptions } from './stack';
export { startTestServices, type TestServices } from './test-services';
export { findRepoRoot } from './repo-root';
export { DEMO_ADMIN } from './service-env';
export { waitForHttpOk, type WaitForHttpOptions } from './http-wait';
export { SANDBOX_TEST_CREDENTIALS } from '@kukur/khalti-sandbox';
export { chromiumPath, HEADLESS_CHROMIUM_ARGS } from './headless-chromium';
