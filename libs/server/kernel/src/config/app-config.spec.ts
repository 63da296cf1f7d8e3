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

  it('keeps images in the local folder unless MEDIA_STORAGE=s3', () => {
    const config = loadConfig(minimal);
    expect(config.MEDIA_STORAGE).toBe('local');
    expect(config.S3_BUCKET).toBeUndefined();
    expect(() => loadConfig({ ...minimal, MEDIA_STORAGE: 'ftp' })).toThrow(/MEDIA_STORAGE/);
  });

  it('with MEDIA_STORAGE=s3 names every missing S3 setting at start-up', () => {
    try {
      loadConfig({ ...minimal, MEDIA_STORAGE: 's3' });
      expect.unreachable('the configuration is incomplete');
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidConfigError);
      expect((error as InvalidConfigError).problems).toEqual([
        'S3_BUCKET is required when MEDIA_STORAGE=s3',
        'S3_REGION is required when MEDIA_STORAGE=s3',
        'MEDIA_PUBLIC_URL is required when MEDIA_STORAGE=s3',
      ]);
    }
  });

  it('reads a complete S3 configuration, with keys given in pairs', () => {
    const s3 = {
      ...minimal,
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'kukur-media',
      S3_REGION: 'ap-south-1',
      MEDIA_PUBLIC_URL: 'https://media.kukurpasal.com.np/',
    };
    expect(loadConfig(s3)).toMatchObject({
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'kukur-media',
      S3_FORCE_PATH_STYLE: false,
    });
    // No keys: the AWS SDK's default credential chain.
    expect(loadConfig(s3).S3_ACCESS_KEY_ID).toBeUndefined();
    const minio = loadConfig({
      ...s3,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
    });
    expect(minio).toMatchObject({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: true });
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'minio' })).toThrow(
      /S3_SECRET_ACCESS_KEY is required/,
    );
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Kukur_Media' })).toThrow(
      /S3_BUCKET must be an S3 bucket name/,
    );
    expect(() => loadConfig({ ...s3, MEDIA_PUBLIC_URL: 'ftp://media.example' })).toThrow(
      /MEDIA_PUBLIC_URL must be an http\(s\) URL/,
    );
  });

  it('has generous defaults for the abuse limits and refuses nonsense', () => {
    expect(loadConfig(minimal)).toMatchObject({
      PUBLIC_READS_PER_MINUTE: 600,
      MAX_UNPAID_ORDERS_PER_CUSTOMER: 5,
      MAX_OPEN_BOOKINGS_PER_CUSTOMER: 5,
    });
    expect(() => loadConfig({ ...minimal, PUBLIC_READS_PER_MINUTE: '0' })).toThrow(/PUBLIC_READS_PER_MINUTE/);
    expect(() => loadConfig({ ...minimal, MAX_UNPAID_ORDERS_PER_CUSTOMER: 'many' })).toThrow(
      /MAX_UNPAID_ORDERS_PER_CUSTOMER/,
    );
  });

  it('runs a modest number of e-mail jobs at once unless told to, and up to 1000 for bulk sending', () => {
    expect(loadConfig(minimal)).toMatchObject({ EMAIL_CONCURRENCY: 32, SMTP_MAX_CONNECTIONS: 16 });
    expect(loadConfig({ ...minimal, EMAIL_CONCURRENCY: '512' }).EMAIL_CONCURRENCY).toBe(512);
    expect(loadConfig({ ...minimal, EMAIL_CONCURRENCY: '1000' }).EMAIL_CONCURRENCY).toBe(1000);
    expect(() => loadConfig({ ...minimal, EMAIL_CONCURRENCY: '1001' })).toThrow(/EMAIL_CONCURRENCY/);
    expect(() => loadConfig({ ...minimal, EMAIL_CONCURRENCY: '0' })).toThrow(/EMAIL_CONCURRENCY/);
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
