import { spawn } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';
import { toLogger, type DevStackLogger, type LogOption } from '../log';
import { isPortFree } from '../ports';
import { which } from '../which';
import { isRoot } from './postgres-user';
import { decideRedisSource, redisInstallHelp } from './redis-resolution';

/** Where the `redis-server` binary came from. */
export interface RedisServerBinary {
  path: string;
  /** 'path' when it was already installed, 'installed' when we just installed it with apt. */
  origin: 'path' | 'installed';
}

let installing: Promise<RedisServerBinary> | undefined;

/**
 * Returns the `redis-server` on the PATH; when missing and we are root on Debian/Ubuntu, installs the
 * `redis-server` package with apt-get first. Otherwise throws an Error explaining how to install Redis.
 */
export async function ensureRedisServerBinary(options: { log?: LogOption } = {}): Promise<RedisServerBinary> {
  const log = toLogger(options.log, 'redis');
  const decision = decideRedisSource({
    redisServerPath: which('redis-server'),
    isRoot: isRoot(),
    hasApt: which('apt-get') !== undefined,
  });
  switch (decision.kind) {
    case 'path':
      return { path: decision.binary, origin: 'path' };
    case 'unavailable':
      throw new Error(decision.message);
    case 'env':
      throw new Error('unreachable: no REDIS_URL is passed here');
    case 'install':
      installing ??= installWithApt(log).finally(() => {
        installing = undefined;
      });
      return installing;
  }
}

async function installWithApt(log: DevStackLogger): Promise<RedisServerBinary> {
  log.info('redis-server is not installed: installing it with apt-get (Debian package redis-server)...');
  const systemPortWasFree = await isPortFree(6379);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const lockWait = ['-o', 'DPkg::Lock::Timeout=300'];
  await runPrefixed('apt-get', [...lockWait, 'update'], env, log);
  await runPrefixed(
    'apt-get',
    [...lockWait, 'install', '-y', '--no-install-recommends', 'redis-server'],
    env,
    log,
  );
  const binary =
    which('redis-server') ?? (fs.existsSync('/usr/bin/redis-server') ? '/usr/bin/redis-server' : undefined);
  if (!binary)
    throw new Error(`apt-get finished but redis-server is still not on the PATH.\n${redisInstallHelp(true)}`);
  await stopServiceStartedByInstall(systemPortWasFree, env, log);
  log.info(`Installed ${binary}`);
  return { path: binary, origin: 'installed' };
}

/**
 * Debian's package starts a system Redis on 6379 through its init script. Where no service manager
 * (systemd) owns it, e.g. in a container, that daemon would be an orphan we caused: stop it.
 * Under systemd it is a normal, managed system service and is left alone. We always run our own.
 */
async function stopServiceStartedByInstall(
  portWasFree: boolean,
  env: NodeJS.ProcessEnv,
  log: DevStackLogger,
): Promise<void> {
  if (!portWasFree || (await isPortFree(6379))) return;
  if (fs.existsSync('/run/systemd/system')) {
    log.info(
      'The package also enabled the system redis-server service on port 6379 (managed by systemd); the dev stack uses its own Redis.',
    );
    return;
  }
  log.info('Stopping the system redis-server the package started on port 6379 (the dev stack runs its own).');
  const service = which('service') ? 'service' : undefined;
  await (
    service
      ? runPrefixed(service, ['redis-server', 'stop'], env, log)
      : runPrefixed('/etc/init.d/redis-server', ['stop'], env, log)
  ).catch((error: unknown) => log.warn(`Could not stop the system redis-server: ${String(error)}`));
}

function runPrefixed(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  log: DevStackLogger,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        if (line.trim() && !/^\(Reading database \.\.\. \d+%$/.test(line)) log.info(`[${command}] ${line}`);
      });
    }
    child.once('error', (error) => reject(new Error(`Could not run ${command}: ${error.message}`)));
    child.once('close', (code) =>
      code === 0
        ? resolve()
        : reject(
            new Error(
              `\`${command} ${args.join(' ')}\` failed with code ${code}.\n${redisInstallHelp(true)}`,
            ),
          ),
    );
  });
}
