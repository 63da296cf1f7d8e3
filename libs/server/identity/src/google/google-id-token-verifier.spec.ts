import { IDENTITY_ERROR_CODES } from '@kukur/contracts';
import { AppConfig, AppError, loadConfig } from '@kukur/server-kernel';
import { Logger } from '@nestjs/common';
import { createServer, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, MockInstance, vi } from 'vitest';
import { GOOGLE_CERTS_TIMEOUT_MS, GoogleIdTokenVerifier } from './google-id-token-verifier';
import { GoogleTestClaims, GoogleTestKeys, GoogleTestSignOptions } from './testing/google-test-keys';

const CLIENT_ID = 'kukur-test.apps.googleusercontent.com';
const keys = new GoogleTestKeys(CLIENT_ID);

type CertsBehaviour = 'serve' | 'fail' | 'hang';
let behaviour: CertsBehaviour = 'serve';
let certsRequests = 0;
const hanging: ServerResponse[] = [];
let server: Server;
let certsUrl: string;

function configWith(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
    REDIS_URL: 'redis://127.0.0.1:1',
    AUTH_SECRET: 'a'.repeat(32),
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CERTS_URL: certsUrl,
    ...overrides,
  });
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

beforeAll(async () => {
  server = createServer((_request, response) => {
    certsRequests += 1;
    if (behaviour === 'hang') {
      hanging.push(response);
      return;
    }
    if (behaviour === 'fail') {
      response.writeHead(503).end();
      return;
    }
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    });
    response.end(JSON.stringify(keys.certsDocument()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  certsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/v1/certs`;
});

let logged: MockInstance[];
beforeEach(() => {
  logged = (['debug', 'warn', 'log', 'error'] as const).map((level) =>
    vi.spyOn(Logger.prototype, level).mockImplementation(() => undefined),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  behaviour = 'serve';
  certsRequests = 0;
  hanging.splice(0).forEach((response) => response.destroy());
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('GoogleIdTokenVerifier', () => {
  it('accepts a valid token and maps its claims', async () => {
    const verifier = new GoogleIdTokenVerifier(configWith());
    const token = keys.signIdToken({
      sub: '110248495921238986420',
      email: '  Sita.Sharma@Gmail.COM ',
      email_verified: true,
      name: 'Sita Sharma',
    });

    await expect(verifier.verify(token)).resolves.toEqual({
      subject: '110248495921238986420',
      email: 'sita.sharma@gmail.com',
      emailVerified: true,
      name: 'Sita Sharma',
    });
  });

  it('passes an unverified e-mail address and a missing name on as they are', async () => {
    const verifier = new GoogleIdTokenVerifier(configWith());
    const token = keys.signIdToken({ sub: '42', email: 'ram@example.com', email_verified: false });

    await expect(verifier.verify(token)).resolves.toEqual({
      subject: '42',
      email: 'ram@example.com',
      emailVerified: false,
      name: null,
    });
  });

  it('accepts the issuer without the scheme, as Google also issues it', async () => {
    const verifier = new GoogleIdTokenVerifier(configWith());
    const token = keys.signIdToken({ email: 'ram@example.com', iss: 'accounts.google.com' });

    await expect(verifier.verify(token)).resolves.toMatchObject({ email: 'ram@example.com' });
  });

  const hourAgo = () => Math.floor(Date.now() / 1000) - 3600;
  const refused: Array<[string, () => string]> = [
    ['a token for another audience', () => sign({ aud: 'someone-else.apps.googleusercontent.com' })],
    ['a token from another issuer', () => sign({ iss: 'https://evil.example.com' })],
    ["the library's extra default issuer (the universe domain)", () => sign({ iss: 'googleapis.com' })],
    ['an expired token', () => sign({ iat: hourAgo() - 3600, exp: hourAgo() })],
    ['a token without an expiry', () => sign({ exp: undefined })],
    ['a token signed by a stranger under our kid', () => sign({}, { key: 'stranger' })],
    ['an unsigned token (alg none)', () => sign({}, { alg: 'none' })],
    ['a token with its payload swapped', () => swapPayload(sign({}), { email: 'admin@kukurpasal.com.np' })],
    ['a token without a subject', () => sign({ sub: undefined })],
    ['a token without an e-mail address', () => sign({ email: undefined })],
    ['a garbage string', () => 'not-a-token'],
    ['three garbage segments', () => 'aaa.bbb.ccc'],
    ['an empty string', () => ''],
    ['an absurdly long string', () => `${'a'.repeat(10_000)}.b.c`],
  ];

  it.each(refused)('refuses %s with 401 GOOGLE_CREDENTIAL_INVALID', async (_case, token) => {
    const verifier = new GoogleIdTokenVerifier(configWith());

    const error = await rejection(verifier.verify(token()));

    expect(error.status).toBe(401);
    expect(error.code).toBe(IDENTITY_ERROR_CODES.GOOGLE_CREDENTIAL_INVALID);
    expect(error.message).toBe('Invalid Google credential');
  });

  it('logs why a token was refused but never the token or what it says', async () => {
    const verifier = new GoogleIdTokenVerifier(configWith());
    const token = sign({ email: 'secret.owner@example.com' }, { key: 'stranger' });
    const expired = sign({ email: 'secret.owner@example.com', iat: hourAgo() - 3600, exp: hourAgo() });

    await rejection(verifier.verify(token));
    await rejection(verifier.verify(expired));

    const lines = logged.flatMap((spy) => spy.mock.calls.map((call) => call.join(' ')));
    expect(lines.join('\n')).toMatch(/Invalid token signature[\s\S]*Token used too late/);
    for (const line of lines) {
      expect(line).not.toContain(token.split('.')[1]);
      expect(line).not.toContain(expired.split('.')[1]);
      expect(line).not.toContain('secret.owner');
    }
  });

  it('answers 404 GOOGLE_DISABLED without a client id, before looking at the token', async () => {
    const config = { ...configWith(), GOOGLE_CLIENT_ID: undefined };
    const verifier = new GoogleIdTokenVerifier(config);

    expect(verifier.enabled).toBe(false);
    const error = await rejection(verifier.verify(sign({})));
    expect(error.status).toBe(404);
    expect(error.code).toBe(IDENTITY_ERROR_CODES.GOOGLE_DISABLED);
    expect(certsRequests).toBe(0);
  });

  it('is enabled with a client id', () => {
    expect(new GoogleIdTokenVerifier(configWith()).enabled).toBe(true);
  });

  it("fetches Google's certificates once while their Cache-Control allows", async () => {
    const verifier = new GoogleIdTokenVerifier(configWith());

    await verifier.verify(sign({ email: 'a@example.com' }));
    await verifier.verify(sign({ email: 'b@example.com' }));

    expect(certsRequests).toBe(1);
  });

  it('does not fetch certificates for a string that is not a JWT', async () => {
    const verifier = new GoogleIdTokenVerifier(configWith());

    await rejection(verifier.verify('garbage'));

    expect(certsRequests).toBe(0);
  });

  it('refuses with 401 when the certificates cannot be fetched, after one retry', async () => {
    behaviour = 'fail';
    const verifier = new GoogleIdTokenVerifier(configWith());

    const error = await rejection(verifier.verify(sign({ email: 'a@example.com' })));

    expect(error.status).toBe(401);
    expect(certsRequests).toBe(2);
  });

  it(
    'gives up on a certificates endpoint that never answers',
    async () => {
      behaviour = 'hang';
      const verifier = new GoogleIdTokenVerifier(configWith());
      const started = Date.now();

      const error = await rejection(verifier.verify(sign({ email: 'a@example.com' })));

      expect(error.status).toBe(401);
      // One attempt, not a retry after the time-out (that would take twice as long); slack for a busy machine.
      expect(Date.now() - started).toBeLessThan(GOOGLE_CERTS_TIMEOUT_MS * 2);
      expect(certsRequests).toBe(1);
    },
    GOOGLE_CERTS_TIMEOUT_MS + 5_000,
  );
});

function sign(claims: GoogleTestClaims, options?: GoogleTestSignOptions): string {
  return keys.signIdToken({ email: 'dog.owner@example.com', ...claims }, options);
}

/** Keeps a genuine header and signature but replaces the claims, as a tampering client would. */
function swapPayload(token: string, claims: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const original = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify({ ...original, ...claims })).toString('base64url');
  return `${header}.${forged}.${signature}`;
}
