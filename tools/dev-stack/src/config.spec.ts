import { describe, expect, it } from 'vitest';
import { readStackConfig } from './config';

describe('readStackConfig', () => {
  it('has the documented defaults', () => {
    expect(readStackConfig({}, '/repo')).toEqual({
      repoRoot: '/repo',
      port: 3000,
      smtpPort: 1025,
      mailWebPort: 1080,
      postgresPort: 5433,
      khaltiSandboxPort: 9090,
      dataDir: '/repo/.data',
      databaseUrl: undefined,
      redisUrl: undefined,
      khaltiBaseUrl: undefined,
    });
  });

  it('reads overrides; DATA_DIR is relative to the repository', () => {
    const config = readStackConfig(
      {
        PORT: '4000',
        MAILDEV_SMTP_PORT: '2525',
        MAILDEV_WEB_PORT: '1081',
        EMBEDDED_POSTGRES_PORT: '6543',
        KHALTI_SANDBOX_PORT: '9191',
        DATA_DIR: 'var',
        DATABASE_URL: 'postgres://x',
        REDIS_URL: 'redis://y',
        KHALTI_BASE_URL: 'https://dev.khalti.com/api/v2/',
      },
      '/repo',
    );
    expect(config).toMatchObject({
      port: 4000,
      smtpPort: 2525,
      mailWebPort: 1081,
      postgresPort: 6543,
      khaltiSandboxPort: 9191,
      dataDir: '/repo/var',
      databaseUrl: 'postgres://x',
      redisUrl: 'redis://y',
      khaltiBaseUrl: 'https://dev.khalti.com/api/v2/',
    });
  });

  it('rejects a malformed port naming the variable', () => {
    expect(() => readStackConfig({ PORT: 'abc' }, '/repo')).toThrow('PORT=abc is not a valid port');
    expect(() => readStackConfig({ EMBEDDED_POSTGRES_PORT: '70000' }, '/repo')).toThrow(
      'EMBEDDED_POSTGRES_PORT',
    );
    expect(() => readStackConfig({ KHALTI_SANDBOX_PORT: '0' }, '/repo')).toThrow(
      'KHALTI_SANDBOX_PORT=0 is not a valid port',
    );
  });

  it('treats a blank KHALTI_BASE_URL as unset (the sandbox runs)', () => {
    expect(readStackConfig({ KHALTI_BASE_URL: '  ' }, '/repo').khaltiBaseUrl).toBeUndefined();
  });
});
