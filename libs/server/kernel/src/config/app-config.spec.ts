import { describe, expect, it } from 'vitest';
import { InvalidConfigError, khaltiRefundBaseUrl, loadConfig } from './app-config';

const minimal = {
  DATABASE_URL: 'postgres://u:p@localhost:5432/db',
  REDIS_URL: 'redis://localhost:6379',
  AUTH_SECRET: 'x'.repeat(32),
};

describe('loadConfig', () => {
  it('applies defaults to a minimal environment', () => {
    const config = loadConfig(minimal);
    expect(config.PORT).toBe(3000);
    expect(config.SMTP_PORT).toBe(1025);
    expect(config.RUN_MIGRATIONS).toBe(true);
    expect(config.SEED_DEMO_DATA).toBe(false);
  });

  it('names every missing variable', () => {
    expect(() => loadConfig({})).toThrow(InvalidConfigError);
    try {
      loadConfig({});
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('REDIS_URL');
      expect(message).toContain('AUTH_SECRET is required');
    }
  });

  it('names a malformed variable', () => {
    expect(() => loadConfig({ ...minimal, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ...minimal, DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must be a postgres/,
    );
    expect(() => loadConfig({ ...minimal, SMTP_SECURE: 'maybe' })).toThrow(/SMTP_SECURE/);
  });

  it('refuses a short auth secret and an admin e-mail without a password', () => {
    expect(() => loadConfig({ ...minimal, AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET must be at least 32/);
    expect(() => loadConfig({ ...minimal, ADMIN_EMAIL: 'admin@example.com' })).toThrow(
      /ADMIN_PASSWORD is required/,
    );
    expect(loadConfig({ ...minimal }).GOOGLE_CLIENT_ID).toBeUndefined();
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ ...minimal, PORT: '' }).PORT).toBe(3000);
  });

  it('reads the first-order offer: on at 10 % unless told otherwise', () => {
    expect(loadConfig(minimal).FIRST_ORDER_DISCOUNT_ENABLED).toBe(true);
    expect(loadConfig(minimal).FIRST_ORDER_DISCOUNT_PERCENT).toBe(10);
    const changed = loadConfig({
      ...minimal,
      FIRST_ORDER_DISCOUNT_ENABLED: 'false',
      FIRST_ORDER_DISCOUNT_PERCENT: '12.5',
    });
    expect(changed.FIRST_ORDER_DISCOUNT_ENABLED).toBe(false);
    expect(changed.FIRST_ORDER_DISCOUNT_PERCENT).toBe(12.5);
    expect(() => loadConfig({ ...minimal, FIRST_ORDER_DISCOUNT_PERCENT: '0' })).toThrow(
      /FIRST_ORDER_DISCOUNT_PERCENT/,
    );
    expect(() => loadConfig({ ...minimal, FIRST_ORDER_DISCOUNT_PERCENT: '95' })).toThrow(
      /FIRST_ORDER_DISCOUNT_PERCENT/,
    );
    expect(() => loadConfig({ ...minimal, FIRST_ORDER_DISCOUNT_PERCENT: '10.125' })).toThrow(/two decimals/);
  });

  it('derives the base of Khalti’s Refund API from the ePayment base unless it is set', () => {
    const refundBase = (env: Record<string, string>) =>
      khaltiRefundBaseUrl(loadConfig({ ...minimal, ...env }));
    expect(refundBase({})).toBe('https://dev.khalti.com/api/');
    expect(refundBase({ KHALTI_BASE_URL: 'https://khalti.com/api/v2/' })).toBe('https://khalti.com/api/');
    expect(refundBase({ KHALTI_BASE_URL: 'http://127.0.0.1:9090/api/v2' })).toBe(
      'http://127.0.0.1:9090/api/',
    );
    expect(refundBase({ KHALTI_BASE_URL: 'http://proxy.test/khalti/epayment/' })).toBe(
      'http://proxy.test/api/',
    );
    expect(
      refundBase({
        KHALTI_BASE_URL: 'https://khalti.com/api/v2/',
        KHALTI_REFUND_BASE_URL: 'https://r.test/x',
      }),
    ).toBe('https://r.test/x/');
    expect(() => loadConfig({ ...minimal, KHALTI_REFUND_BASE_URL: 'not a url' })).toThrow(
      /KHALTI_REFUND_BASE_URL/,
    );
  });
});
