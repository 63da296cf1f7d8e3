import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, TestApi } from '../support/test-api';
import { testConfig } from '../support/test-config';

/** A CSP source allowing one inline script by the SHA-256 of its text. */
const INLINE_SCRIPT_HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;

function directivesOf(csp: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  let api: TestApi;

  beforeAll(async () => {
    const web = mkdtempSync(join(tmpdir(), 'kukur-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Kukur Pasal</title>');
    const config = testConfig({ WEB_DIST_DIR: web });
    mkdirSync(join(config.MEDIA_DIR, 'products'), { recursive: true });
    writeFileSync(join(config.MEDIA_DIR, 'products', 'rope.webp'), 'RIFF');
    api = await startTestApi(config);
  }, 60_000);
  afterAll(() => api.close());

  it.each([
    ['the shop page', '/login'],
    ['the API', '/api/health'],
    ['an image', '/media/products/rope.webp'],
    ['Swagger UI', '/api/docs'],
    ['an error', '/api/nowhere'],
  ])('are on %s', async (_what, path) => {
    const response = await request(api.http).get(path);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = directivesOf(response.headers['content-security-policy']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    // This origin, and one inline script by its hash (a server-rendered page's script loader): no 'unsafe-inline'.
    expect(csp['script-src']).toEqual(["'self'", expect.stringMatching(INLINE_SCRIPT_HASH)]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    // Plain http here: no HSTS, which would pin a local shop to https.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('let Google sign-in in when it is configured, and pin https when the shop is served over https', async () => {
    const secure = await startTestApi(
      testConfig({
        GOOGLE_CLIENT_ID: 'shop.apps.googleusercontent.com',
        PUBLIC_URL: 'https://kukurpasal.com.np',
      }),
    );
    try {
      const response = await request(secure.http).get('/api/health');
      const csp = directivesOf(response.headers['content-security-policy']);
      expect(csp['script-src']).toEqual([
        "'self'",
        expect.stringMatching(INLINE_SCRIPT_HASH),
        'https://accounts.google.com/gsi/client',
      ]);
      expect(csp['frame-src']).toEqual(['https://accounts.google.com/gsi/']);
      expect(csp['connect-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+; includeSubDomains/);
    } finally {
      await secure.close();
    }
  });
});
