import { describe, expect, it } from 'vitest';
import { LOCAL_SANDBOX_SECRET_KEY } from '@kukur/khalti-sandbox';
import { buildServiceEnv, DEMO_ADMIN, khaltiSandboxKey, LOCAL_MAIL_FROM } from './service-env';

const stack = {
  port: 3000,
  databaseUrl: 'postgres://postgres:postgres@127.0.0.1:5433/kukur_pasal',
  redisUrl: 'redis://127.0.0.1:6390',
  smtpPort: 1025,
  webDistDir: '/repo/apps/web/dist',
  mediaDir: '/repo/.data/media',
  authSecret: 's'.repeat(64),
};
const khalti = { baseUrl: 'http://127.0.0.1:9090/api/v2/', secretKey: LOCAL_SANDBOX_SECRET_KEY };

describe('buildServiceEnv', () => {
  it('sets the stack defaults, with the Khalti sandbox', () => {
    expect(buildServiceEnv({ ...stack, khalti }, {})).toEqual({
      NODE_ENV: 'development',
      PORT: '3000',
      DATABASE_URL: stack.databaseUrl,
      REDIS_URL: stack.redisUrl,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: '1025',
      MAIL_FROM: LOCAL_MAIL_FROM,
      PUBLIC_URL: 'http://localhost:3000',
      WEB_DIST_DIR: '/repo/apps/web/dist',
      MEDIA_DIR: '/repo/.data/media',
      RUN_MIGRATIONS: 'true',
      SEED_DEMO_DATA: 'true',
      AUTH_SECRET: stack.authSecret,
      ADMIN_EMAIL: DEMO_ADMIN.email,
      ADMIN_PASSWORD: DEMO_ADMIN.password,
      ADMIN_NAME: DEMO_ADMIN.name,
      WEBHOOKS_ALLOW_PRIVATE_URLS: 'true',
      KHALTI_BASE_URL: 'http://127.0.0.1:9090/api/v2/',
      KHALTI_SECRET_KEY: LOCAL_SANDBOX_SECRET_KEY,
    });
  });

  it('points the API at the sandbox the stack runs, whatever the environment says', () => {
    const env = buildServiceEnv(
      { ...stack, khalti: { baseUrl: khalti.baseUrl, secretKey: 'my_key' } },
      { KHALTI_BASE_URL: 'http://elsewhere/api/v2/', KHALTI_SECRET_KEY: 'my_key' },
    );
    expect(env).toMatchObject({ KHALTI_BASE_URL: khalti.baseUrl, KHALTI_SECRET_KEY: 'my_key' });
  });

  it('passes a real Khalti (no sandbox) through from the environment, adding no key', () => {
    const real = {
      KHALTI_BASE_URL: 'https://dev.khalti.com/api/v2/',
      KHALTI_SECRET_KEY: 'live_secret_key_x',
    };
    expect(buildServiceEnv(stack, real)).toMatchObject(real);
    const env = buildServiceEnv(stack, { KHALTI_BASE_URL: 'https://dev.khalti.com/api/v2/' });
    expect(env.KHALTI_SECRET_KEY).toBeUndefined();
  });

  it('lets the environment override defaults but not the endpoints the stack runs', () => {
    const env = buildServiceEnv(stack, {
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'false',
      SMTP_HOST: 'smtp.example',
      PORT: '9999',
      EXTRA: 'x',
    });
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'false',
      SMTP_HOST: 'smtp.example',
      PORT: '3000',
      EXTRA: 'x',
    });
  });

  it('keeps mail and URLs on the stack when isolated', () => {
    const env = buildServiceEnv(stack, { SMTP_HOST: 'smtp.example', PUBLIC_URL: 'https://shop' }, true);
    expect(env).toMatchObject({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: '1025',
      PUBLIC_URL: 'http://localhost:3000',
    });
  });
});

describe('khaltiSandboxKey', () => {
  it('is KHALTI_SECRET_KEY when set, else the fixed local key', () => {
    expect(khaltiSandboxKey({})).toBe('test_secret_key_kukur_pasal_local');
    expect(khaltiSandboxKey({ KHALTI_SECRET_KEY: ' ' })).toBe(LOCAL_SANDBOX_SECRET_KEY);
    expect(khaltiSandboxKey({ KHALTI_SECRET_KEY: 'my_key' })).toBe('my_key');
  });

  it('is always the local key for a throw-away stack', () => {
    expect(khaltiSandboxKey({ KHALTI_SECRET_KEY: 'my_key' }, true)).toBe(LOCAL_SANDBOX_SECRET_KEY);
  });
});
