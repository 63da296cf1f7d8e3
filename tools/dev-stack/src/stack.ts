import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readOrCreateAuthSecret } from './auth-secret';
import { keepRunning, type KeptRunning, type ServiceInstance } from './keep-running';
import { PORT_VARIABLES, readStackConfig, type StackConfig } from './config';
import { waitForHttpOk } from './http-wait';
import { StartedProcessLedger, stopLeftovers } from './leftovers';
import { silentLogger, toLogger, type LogOption } from './log';
import { findFreePort, isPortFree } from './ports';
import { describeUnexpectedExit, ServiceSupervisor } from './processes';
import { findRepoRoot } from './repo-root';
import type { RestartPolicyOptions } from './restart-policy';
import { buildServiceEnv, khaltiSandboxKey } from './service-env';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './services/postgres';
import { resolveRedis, type ResolvedRedis } from './services/redis';

/** Options of `startStack`. */
export interface StartStackOptions {
  /** Environment to read settings from and pass on to api/worker; default `process.env`. */
  env?: NodeJS.ProcessEnv;
  /** Default: the folder holding nx.json above this package. */
  repoRoot?: string;
  /** Throw-away stack: temp data folder (deleted on stop), free ports, fresh database. */
  ephemeral?: boolean;
  /** Do not echo api/worker output; log nothing unless `log` is given. */
  quiet?: boolean;
  log?: LogOption;
  /** Ctrl-C during start-up: stops what was started and rejects. */
  signal?: AbortSignal;
  /**
   * A service died after start-up and is not restarted again (crash loop, or supervision is off); the
   * stack is already stopping. Default: log it.
   */
  onFatal?: (message: string) => void;
  /**
   * Restarting of crashed services (API, worker, Redis, PostgreSQL) after start-up, with back-off and a
   * crash-loop limit; `false` turns it off (any crash stops the stack). Default: on, with the defaults of
   * `RestartPolicy`.
   */
  restart?: RestartPolicyOptions | false;
  /** How long the API may take to answer GET /api/health. Default 90 s. */
  healthTimeoutMs?: number;
}

/** A running local stack. */
export interface RunningStack {
  shopUrl: string;
  apiUrl: string;
  docsUrl: string;
  openApiUrl: string;
  healthUrl: string;
  /** Mail catcher web inbox (its REST API: GET {mailUrl}/email). */
  mailUrl: string;
  smtpPort: number;
  dataDir: string;
  /** Where PostgreSQL keeps its data (undefined with an external DATABASE_URL). */
  postgresDataDir?: string;
  databaseUrl: string;
  redisUrl: string;
  redisSource: ResolvedRedis['source'];
  /** The Khalti sandbox's pages (e.g. http://localhost:9090), or KHALTI_BASE_URL when that is used instead. */
  khaltiUrl: string;
  /**
   * The Khalti sandbox the stack runs (its own process; test controls over HTTP at {url}/__sandbox/...);
   * undefined with KHALTI_BASE_URL.
   */
  khaltiSandbox?: RunningKhaltiSandbox;
  /** The admin account the API ensures at start-up (ADMIN_EMAIL / ADMIN_PASSWORD). */
  admin?: { email: string; password: string };
  /** Stops worker, API, Khalti sandbox, mail catcher, Redis, PostgreSQL, in that order. Safe to call twice. */
  stop(): Promise<void>;
}

/** Where the stack's Khalti sandbox answers. */
export interface RunningKhaltiSandbox {
  /** Payment pages for the browser, e.g. http://localhost:9090 */
  url: string;
  /** Khalti API base for the server side, e.g. http://127.0.0.1:9090/api/v2/ */
  baseUrl: string;
  secretKey: string;
}

/**
 * Starts PostgreSQL, Redis, the mail catcher and the Khalti sandbox, then the API (waiting for health) and
 * the worker. After start-up, a crashed API, worker, mail catcher, Khalti sandbox, Redis or PostgreSQL is
 * restarted (see `restart`).
 */
export async function startStack(options: StartStackOptions = {}): Promise<RunningStack> {
  const env = options.env ?? process.env;
  const log = options.log !== undefined || !options.quiet ? toLogger(options.log) : silentLogger;
  const repoRoot = options.repoRoot ?? findRepoRoot(__dirname);
  const ephemeral = options.ephemeral ?? false;
  const config = ephemeral ? await ephemeralConfig(env, repoRoot) : readStackConfig(env, repoRoot);
  const apiMain = path.join(repoRoot, 'apps/api/dist/main.js');
  const workerMain = path.join(repoRoot, 'apps/worker/dist/main.js');
  // The mail catcher and the Khalti sandbox run as child processes too, so a crash of one is restartable.
  const mailMain = path.join(repoRoot, 'tools/dev-stack/dist/mail-catcher-main.js');
  const khaltiMain = path.join(repoRoot, 'tools/dev-stack/dist/khalti-sandbox-main.js');
  for (const file of [apiMain, workerMain, mailMain, khaltiMain]) {
    if (!fs.existsSync(file))
      throw new Error(`${path.relative(repoRoot, file)} is missing: build first (npx nx run-many -t build).`);
  }
  const ledgerFile = path.join(config.dataDir, 'dev-stack.pids.json');
  if (!ephemeral) {
    await stopLeftovers(ledgerFile, log);
    await assertPortsFree(config);
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const ledger = new StartedProcessLedger(ledgerFile);

  let started = false;
  let stopping: Promise<void> | undefined;
  let postgres: EmbeddedPostgres | undefined;
  let redis: ResolvedRedis | undefined;
  let keptPostgres: KeptRunning<EmbeddedPostgres> | undefined;
  let keptRedis: KeptRunning<ResolvedRedis> | undefined;
  const restartPolicy = options.restart === false ? undefined : (options.restart ?? {});
  let khalti: RunningKhaltiSandbox | undefined;
  const fatal = (message: string): void => {
    if (!started || stopping) return;
    (options.onFatal ?? ((m: string) => log.error(m)))(message);
    void stop();
  };
  const supervisor = new ServiceSupervisor({
    echo: !options.quiet,
    restart: restartPolicy,
    // During start-up a crash fails the start (with the process's output), it is not restarted.
    restartable: () => started,
    log,
    onUnexpectedExit: (service, exit, message) =>
      fatal(
        message
          ? `${message}${options.quiet ? `\nLast output:\n${service.tail().join('\n')}` : ''}`
          : describeUnexpectedExit(service, exit, options.quiet),
      ),
    onRestarted: (service) => ledger.replacePid(service.name, service.pid),
  });
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      await supervisor.stopAll(); // worker, API, Khalti sandbox, mail catcher
      for (const service of [keptRedis ?? redis, keptPostgres ?? postgres]) {
        await service?.stop().catch((error: unknown) => log.error(`While stopping: ${String(error)}`));
      }
      ledger.clear();
      if (ephemeral) {
        fs.rmSync(config.dataDir, { recursive: true, force: true });
        // A restarted PostgreSQL keeps its data on stop (see below); the first one's folder is the same.
        if (postgres) fs.rmSync(postgres.dataDir, { recursive: true, force: true });
      }
    })());
  /** Restarts `first` with `restart` when it crashes (or, with supervision off, stops the stack). */
  function supervise<T extends ServiceInstance>(
    label: string,
    ledgerName: string,
    first: T,
    restart: () => Promise<T>,
  ): KeptRunning<T> {
    return keepRunning({
      name: label,
      first,
      restart,
      policy: restartPolicy ?? { maxCrashes: 1 },
      log,
      onRestarted: (instance) => {
        if (instance.pid !== undefined) ledger.replacePid(ledgerName, instance.pid);
      },
      onGiveUp: (message) => fatal(message),
    });
  }
  /** Starts a helper process (mail catcher, Khalti sandbox) under the supervisor and waits until `readyUrl` answers. */
  async function startHelper(
    name: string,
    main: string,
    readyUrl: string,
    helperEnv: NodeJS.ProcessEnv,
  ): Promise<void> {
    const service = supervisor.spawnService(name, process.execPath, [main], {
      env: { ...process.env, ...helperEnv },
      cwd: repoRoot,
    });
    ledger.add({ name, pid: service.pid, marker: main, signal: 'SIGTERM' });
    await waitForHttpOk(readyUrl, {
      timeoutMs: 30_000,
      intervalMs: 100,
      giveUp: Promise.race([
        service.exited.then((exit) =>
          Promise.reject(
            new Error(
              `The ${name} process stopped during start-up: ${describeUnexpectedExit(service, exit, true)}`,
            ),
          ),
        ),
        aborted(options.signal),
      ]),
    });
  }
  const checkAborted = (): void => {
    if (options.signal?.aborted) throw new Error('Start-up interrupted.');
  };

  try {
    if (config.databaseUrl) {
      log.info('Using DATABASE_URL from the environment (no embedded PostgreSQL).');
    } else {
      log.info(`Starting PostgreSQL on 127.0.0.1:${config.postgresPort}...`);
      const postgresOptions = {
        dataDir: path.join(config.dataDir, 'postgres'),
        port: config.postgresPort,
        log,
      };
      postgres = await startEmbeddedPostgres({ ...postgresOptions, persistent: !ephemeral });
      ledger.add({ name: 'postgres', pid: postgres.pid, marker: `-D ${postgres.dataDir}`, signal: 'SIGINT' });
      keptPostgres = supervise('PostgreSQL', 'postgres', postgres, () =>
        // persistent: a failed restart attempt must not delete the data; `stop` removes an ephemeral folder.
        startEmbeddedPostgres({ ...postgresOptions, persistent: true }),
      );
    }
    checkAborted();
    const redisDataDir = path.join(config.dataDir, 'redis');
    redis = await resolveRedis({ dataDir: redisDataDir, env, log });
    if (redis.pid !== undefined) {
      ledger.add({
        name: 'redis',
        pid: redis.pid,
        marker: redis.url.replace('redis://', ''),
        signal: 'SIGTERM',
      });
      // Same port and data folder (AOF): the URL the API and worker hold stays valid, the queues survive.
      const redisPort = redis.port;
      keptRedis = supervise('Redis', 'redis', redis, () =>
        resolveRedis({ dataDir: redisDataDir, port: redisPort, env: {}, log }),
      );
    }
    log.info(
      redis.source === 'env' ? 'Using REDIS_URL from the environment.' : `Redis running at ${redis.url}`,
    );
    checkAborted();
    const mailDir = path.join(config.dataDir, 'mail');
    fs.rmSync(mailDir, { recursive: true, force: true }); // a fresh inbox per run
    const mailUrl = `http://127.0.0.1:${config.mailWebPort}`;
    await startHelper('mail', mailMain, `${mailUrl}/email`, {
      MAIL_CATCHER_SMTP_PORT: String(config.smtpPort),
      MAIL_CATCHER_WEB_PORT: String(config.mailWebPort),
      MAIL_CATCHER_DIR: mailDir,
    });
    checkAborted();
    if (config.khaltiBaseUrl) {
      log.info(`Using KHALTI_BASE_URL from the environment (no Khalti sandbox): ${config.khaltiBaseUrl}`);
    } else {
      const port = config.khaltiSandboxPort;
      const secretKey = khaltiSandboxKey(env, ephemeral);
      await startHelper('khalti', khaltiMain, `http://127.0.0.1:${port}/`, {
        KHALTI_SANDBOX_PORT: String(port),
        KHALTI_SECRET_KEY: secretKey,
      });
      khalti = { url: `http://localhost:${port}`, baseUrl: `http://127.0.0.1:${port}/api/v2/`, secretKey };
      log.info(`Khalti sandbox running at ${khalti.url} (API ${khalti.baseUrl})`);
    }
    checkAborted();

    const mediaDir = path.join(config.dataDir, 'media');
    fs.mkdirSync(mediaDir, { recursive: true });
    const serviceEnv = buildServiceEnv(
      {
        port: config.port,
        databaseUrl: postgres?.url ?? config.databaseUrl ?? '',
        redisUrl: redis.url,
        smtpPort: config.smtpPort,
        webDistDir: path.join(repoRoot, 'apps/web/dist'),
        mediaDir,
        authSecret: env.AUTH_SECRET || readOrCreateAuthSecret(config.dataDir),
        khalti,
      },
      env,
      ephemeral,
    );
    const api = supervisor.spawnService('api', process.execPath, [apiMain], {
      env: serviceEnv,
      cwd: repoRoot,
    });
    ledger.add({ name: 'api', pid: api.pid, marker: apiMain, signal: 'SIGTERM' });
    const healthUrl = `http://127.0.0.1:${config.port}/api/health`;
    log.info(`Waiting for the API (${healthUrl})...`);
    await waitForHttpOk(healthUrl, {
      timeoutMs: options.healthTimeoutMs ?? 90_000,
      giveUp: Promise.race([
        api.exited.then((exit) =>
          Promise.reject(
            new Error(
              `The API stopped before it was ready: ${describeUnexpectedExit(api, exit, options.quiet)}`,
            ),
          ),
        ),
        aborted(options.signal),
      ]),
    });
    const worker = supervisor.spawnService('worker', process.execPath, [workerMain], {
      env: serviceEnv,
      cwd: repoRoot,
    });
    ledger.add({ name: 'worker', pid: worker.pid, marker: workerMain, signal: 'SIGTERM' });
    started = true;

    const base = `http://localhost:${config.port}`;
    return {
      shopUrl: base,
      apiUrl: `${base}/api`,
      docsUrl: `${base}/api/docs`,
      openApiUrl: `${base}/api/docs-json`,
      healthUrl: `${base}/api/health`,
      mailUrl,
      smtpPort: config.smtpPort,
      dataDir: config.dataDir,
      postgresDataDir: postgres?.dataDir,
      databaseUrl: serviceEnv.DATABASE_URL ?? '',
      redisUrl: redis.url,
      redisSource: redis.source,
      khaltiUrl: khalti?.url ?? config.khaltiBaseUrl ?? '',
      khaltiSandbox: khalti,
      admin:
        serviceEnv.ADMIN_EMAIL && serviceEnv.ADMIN_PASSWORD
          ? { email: serviceEnv.ADMIN_EMAIL, password: serviceEnv.ADMIN_PASSWORD }
          : undefined,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Settings for a throw-away stack: temp data folder and a free port for everything. */
async function ephemeralConfig(env: NodeJS.ProcessEnv, repoRoot: string): Promise<StackConfig> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kukur-stack-'));
  fs.chmodSync(dataDir, 0o755); // the postgres OS user (when we are root) must traverse it
  const ports = new Set<number>();
  while (ports.size < 5) ports.add(await findFreePort());
  const [port, smtpPort, mailWebPort, postgresPort, khaltiSandboxPort] = [...ports];
  return {
    ...readStackConfig({ REDIS_URL: env.REDIS_URL }, repoRoot),
    dataDir,
    port,
    smtpPort,
    mailWebPort,
    postgresPort,
    khaltiSandboxPort,
  };
}

/** Fails with one message naming every busy port and the variable that moves it. */
async function assertPortsFree(config: StackConfig): Promise<void> {
  const wanted: Array<[keyof typeof PORT_VARIABLES, number]> = [
    ['port', config.port],
    ['smtpPort', config.smtpPort],
    ['mailWebPort', config.mailWebPort],
  ];
  if (!config.databaseUrl) wanted.push(['postgresPort', config.postgresPort]);
  if (!config.khaltiBaseUrl) wanted.push(['khaltiSandboxPort', config.khaltiSandboxPort]);
  const busy: string[] = [];
  const seen = new Map<number, string>();
  for (const [key, port] of wanted) {
    const other = seen.get(port);
    if (other) busy.push(`  ${other} and ${PORT_VARIABLES[key]} are both ${port}: give them different ports`);
    seen.set(port, PORT_VARIABLES[key]);
  }
  for (const [key, port] of wanted) {
    const free =
      (await isPortFree(port, '127.0.0.1')) && (key !== 'port' || (await isPortFree(port, '0.0.0.0')));
    if (!free)
      busy.push(
        `  port ${port} is already in use: set ${PORT_VARIABLES[key]} to another port (e.g. ${PORT_VARIABLES[key]}=${port + 1})`,
      );
  }
  if (busy.length > 0) throw new Error(`Cannot start the stack:\n${busy.join('\n')}`);
}

function aborted(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_, reject) => {
    if (!signal) return;
    if (signal.aborted) reject(new Error('Start-up interrupted.'));
    signal.addEventListener('abort', () => reject(new Error('Start-up interrupted.')), { once: true });
  });
}
