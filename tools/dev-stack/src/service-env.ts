import { LOCAL_SANDBOX_SECRET_KEY } from '@kukur/khalti-sandbox';

/** Values the stack decides for the API and worker processes. */
export interface StackEndpoints {
  port: number;
  databaseUrl: string;
  redisUrl: string;
  smtpPort: number;
  webDistDir: string;
  mediaDir: string;
  authSecret: string;
  /** The Khalti sandbox the stack runs (undefined when KHALTI_BASE_URL points elsewhere). */
  khalti?: { baseUrl: string; secretKey: string };
}

/** The admin account every local stack has (stated in the README); change it with ADMIN_EMAIL/ADMIN_PASSWORD. */
export const DEMO_ADMIN = {
  email: 'admin@kukurpasal.com.np',
  password: 'KukurAdmin@2026',
  name: 'Kukur Pasal Admin',
} as const;

/**
 * The secret key of the stack's Khalti sandbox: KHALTI_SECRET_KEY when set (so a key you configured still
 * works), else a fixed local key; throw-away stacks always use the local key.
 */
export function khaltiSandboxKey(env: NodeJS.ProcessEnv, isolated = false): string {
  const fromEnv = isolated ? undefined : env.KHALTI_SECRET_KEY?.trim();
  return fromEnv || LOCAL_SANDBOX_SECRET_KEY;
}

/** Sender address used by the local stack. */
export const LOCAL_MAIL_FROM = 'Kukur Pasal <hello@kukurpasal.com.np>';

/**
 * Environment for `apps/api` and `apps/worker`: stack defaults, then the caller's environment on top
 * (so e.g. NODE_ENV or SEED_DEMO_DATA can be overridden). PORT, DATABASE_URL and REDIS_URL always
 * match what the stack runs, and so do KHALTI_BASE_URL and KHALTI_SECRET_KEY when the stack runs the
 * Khalti sandbox (which takes KHALTI_SECRET_KEY from the environment when it is set); with `isolated`
 * (throw-away stacks) the mail and URL settings do too.
 */
export function buildServiceEnv(
  stack: StackEndpoints,
  env: NodeJS.ProcessEnv,
  isolated = false,
): NodeJS.ProcessEnv {
  const publicUrl = `http://localhost:${stack.port}`;
  const mail = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(stack.smtpPort), PUBLIC_URL: publicUrl };
  return {
    NODE_ENV: 'development',
    ...mail,
    MAIL_FROM: LOCAL_MAIL_FROM,
    WEB_DIST_DIR: stack.webDistDir,
    MEDIA_DIR: stack.mediaDir,
    RUN_MIGRATIONS: 'true',
    SEED_DEMO_DATA: 'true',
    AUTH_SECRET: stack.authSecret,
    ADMIN_EMAIL: DEMO_ADMIN.email,
    ADMIN_PASSWORD: DEMO_ADMIN.password,
    ADMIN_NAME: DEMO_ADMIN.name,
    // A developer's webhook receiver runs on this machine.
    WEBHOOKS_ALLOW_PRIVATE_URLS: 'true',
    ...env,
    ...(isolated ? mail : {}),
    PORT: String(stack.port),
    DATABASE_URL: stack.databaseUrl,
    REDIS_URL: stack.redisUrl,
    ...(stack.khalti
      ? { KHALTI_BASE_URL: stack.khalti.baseUrl, KHALTI_SECRET_KEY: stack.khalti.secretKey }
      : {}),
  };
}
