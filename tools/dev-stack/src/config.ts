import path from 'node:path';

/** Settings of the local stack, from environment variables with defaults. */
export interface StackConfig {
  repoRoot: string;
  /** PORT: the API (which also serves the web app). */
  port: number;
  /** MAILDEV_SMTP_PORT */
  smtpPort: number;
  /** MAILDEV_WEB_PORT */
  mailWebPort: number;
  /** DATA_DIR: Postgres, Redis, media and logs. */
  dataDir: string;
  /** EMBEDDED_POSTGRES_PORT (only used without DATABASE_URL). */
  postgresPort: number;
  /** DATABASE_URL: when set, no embedded PostgreSQL is started. */
  databaseUrl?: string;
  /** REDIS_URL: when set, no Redis is started. */
  redisUrl?: string;
  /** KHALTI_SANDBOX_PORT: the local Khalti sandbox (only used without KHALTI_BASE_URL). */
  khaltiSandboxPort: number;
  /** KHALTI_BASE_URL: when set, the API talks to that Khalti and no sandbox is started. */
  khaltiBaseUrl?: string;
}

/** Environment variable behind each port setting, for error messages. */
export const PORT_VARIABLES = {
  port: 'PORT',
  smtpPort: 'MAILDEV_SMTP_PORT',
  mailWebPort: 'MAILDEV_WEB_PORT',
  postgresPort: 'EMBEDDED_POSTGRES_PORT',
  khaltiSandboxPort: 'KHALTI_SANDBOX_PORT',
} as const;

/** Reads the stack configuration from `env`; throws a clear message for a malformed port. */
export function readStackConfig(env: NodeJS.ProcessEnv, repoRoot: string): StackConfig {
  const nonEmpty = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  return {
    repoRoot,
    port: readPort(env, PORT_VARIABLES.port, 3000),
    smtpPort: readPort(env, PORT_VARIABLES.smtpPort, 1025),
    mailWebPort: readPort(env, PORT_VARIABLES.mailWebPort, 1080),
    postgresPort: readPort(env, PORT_VARIABLES.postgresPort, 5433),
    khaltiSandboxPort: readPort(env, PORT_VARIABLES.khaltiSandboxPort, 9090),
    dataDir: path.resolve(repoRoot, nonEmpty('DATA_DIR') ?? '.data'),
    databaseUrl: nonEmpty('DATABASE_URL'),
    redisUrl: nonEmpty('REDIS_URL'),
    khaltiBaseUrl: nonEmpty('KHALTI_BASE_URL'),
  };
}

function readPort(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${name}=${raw} is not a valid port (1-65535).`);
  }
  return port;
}
