import { describe, expect, it } from 'vitest';
import { buildServiceEnv, DEMO_ADMIN, LOCAL_MAIL_FROM } from './service-env';

const stack = {
  port: 3000,
  databaseUrl: 'postgres://postgres:postgres@127.0.0.1:5433/kukur_pasal',
  redisUrl: 'redis://127.0.0.1:6390',
  smtpPort: 1025,
  webDistDir: '/repo/apps/web/dist',
  mediaDir: '/repo/.data/media',
  authSecret: 's'.repeat(64),
};

describe('buildServiceEnv', () => {
  it('sets the stack defaults', () => {
    expect(buildServiceEnv(stack, {})).toEqual({
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
    });
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
