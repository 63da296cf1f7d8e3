import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
// Test-only key code shared with the identity module's unit tests; not part of its public index.
import {
  GoogleTestClaims,
  GoogleTestKeys,
  GoogleTestSignOptions,
} from '../../../../libs/server/identity/src/google/testing/google-test-keys';

/** What Google's userinfo endpoint (and the ID token of a code exchange) says about the signed-in user. */
export interface FakeGoogleProfile {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

interface IssuedCode {
  redirectUri: string;
}

const PATHS = {
  certs: '/oauth2/v1/certs',
  auth: '/o/oauth2/v2/auth',
  token: '/token',
  // passport-google-oauth20 reads the OpenID profile format only from a URL ending in /userinfo.
  userInfo: '/v1/userinfo',
};

/**
 * A loopback stand-in for Google in API tests: publishes signing certificates, signs ID tokens,
 * and runs the authorization-code flow (consent, token, userinfo) for passport-google-oauth20.
 */
export class FakeGoogle {
  readonly clientId = `kukur-${randomBytes(4).toString('hex')}.apps.googleusercontent.com`;
  readonly clientSecret = `fake-secret-${randomBytes(8).toString('hex')}`;
  private readonly keys = new GoogleTestKeys(this.clientId);
  private readonly codes = new Map<string, IssuedCode>();
  private readonly accessTokens = new Map<string, FakeGoogleProfile>();
  private queuedProfile: FakeGoogleProfile | null = null;
  private certsRequestCount = 0;
  private readonly server: Server;

  private constructor() {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        json(res, 500, { error: 'server_error', error_description: String(error) });
      });
    });
  }

  /** Starts the fake on a free loopback port. */
  static async start(): Promise<FakeGoogle> {
    const google = new FakeGoogle();
    await new Promise<void>((resolve) => google.server.listen(0, '127.0.0.1', resolve));
    return google;
  }

  private get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** For GOOGLE_CERTS_URL: `{ kid: PEM }`, cacheable for an hour like Google's. */
  get certsUrl(): string {
    return this.baseUrl + PATHS.certs;
  }

  /** For GOOGLE_AUTH_URL: the consent page, which approves at once and redirects back with a code. */
  get authUrl(): string {
    return this.baseUrl + PATHS.auth;
  }

  /** For GOOGLE_TOKEN_URL. */
  get tokenUrl(): string {
    return this.baseUrl + PATHS.token;
  }

  /** For GOOGLE_USERINFO_URL. */
  get userInfoUrl(): string {
    return this.baseUrl + PATHS.userInfo;
  }

  /** How many times the certificates were fetched (google-auth-library should cache them). */
  get certsRequests(): number {
    return this.certsRequestCount;
  }

  /** The environment that points the API at this fake; spread it into `testConfig(...)`. */
  env(options: { redirectFlow?: boolean } = {}): Record<string, string> {
    const redirect = options.redirectFlow ?? true;
    return {
      GOOGLE_CLIENT_ID: this.clientId,
      ...(redirect ? { GOOGLE_CLIENT_SECRET: this.clientSecret } : {}),
      GOOGLE_CERTS_URL: this.certsUrl,
      GOOGLE_AUTH_URL: this.authUrl,
      GOOGLE_TOKEN_URL: this.tokenUrl,
      GOOGLE_USERINFO_URL: this.userInfoUrl,
    };
  }

  /**
   * An ID token as Google Identity Services would hand the browser. Defaults: iss
   * https://accounts.google.com, aud = clientId, iat now, exp in an hour, email_verified true, a
   * random sub. A claim passed as `undefined` is left out. `key: 'stranger'` signs with another key
   * under Google's kid; `alg: 'none'` leaves the token unsigned.
   */
  signIdToken(claims: GoogleTestClaims = {}, options: GoogleTestSignOptions = {}): string {
    return this.keys.signIdToken(claims, options);
  }

  /** The profile the next code exchange hands out (token endpoint, then userinfo); used up by it. */
  nextProfile(profile: FakeGoogleProfile): void {
    this.queuedProfile = { ...profile };
  }

  /**
   * What the consent page does, without HTTP: given the authorization URL the API redirected to,
   * returns the callback URL (redirect_uri?code=...&state=...) the browser would be sent back to.
   */
  approve(authorizationUrl: string): string {
    const url = new URL(authorizationUrl);
    return this.consent(url.searchParams).toString();
  }

  /** Stops the server. */
  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve, reject) =>
      this.server.close((error) => (error ? reject(error) : resolve())),
    );
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.baseUrl);
    if (req.method === 'GET' && url.pathname === PATHS.certs) {
      this.certsRequestCount += 1;
      json(res, 200, this.keys.certsDocument(), { 'cache-control': 'public, max-age=3600' });
    } else if (req.method === 'GET' && url.pathname === PATHS.auth) {
      this.authorize(url.searchParams, res);
    } else if (req.method === 'POST' && url.pathname === PATHS.token) {
      this.exchange(new URLSearchParams(await readBody(req)), res);
    } else if (req.method === 'GET' && url.pathname === PATHS.userInfo) {
      this.userInfo(req, url, res);
    } else {
      json(res, 404, { error: 'not_found' });
    }
  }

  private authorize(query: URLSearchParams, res: ServerResponse): void {
    try {
      res.writeHead(302, { location: this.consent(query).toString() }).end();
    } catch (error) {
      json(res, 400, { error: 'invalid_request', error_description: (error as Error).message });
    }
  }

  private consent(query: URLSearchParams): URL {
    if (query.get('client_id') !== this.clientId) throw new Error('FakeGoogle: unknown client_id');
    if (query.get('response_type') !== 'code') throw new Error('FakeGoogle: response_type must be code');
    const redirectUri = query.get('redirect_uri');
    if (!redirectUri) throw new Error('FakeGoogle: redirect_uri is required');
    const code = `code-${randomBytes(12).toString('hex')}`;
    this.codes.set(code, { redirectUri });
    const callback = new URL(redirectUri);
    callback.searchParams.set('code', code);
    const state = query.get('state');
    if (state !== null) callback.searchParams.set('state', state);
    return callback;
  }

  private exchange(form: URLSearchParams, res: ServerResponse): void {
    if (form.get('client_id') !== this.clientId || form.get('client_secret') !== this.clientSecret) {
      json(res, 401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
      return;
    }
    const code = form.get('code') ?? '';
    const issued = this.codes.get(code);
    this.codes.delete(code);
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !issued ||
      issued.redirectUri !== form.get('redirect_uri')
    ) {
      json(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
      return;
    }
    const profile = this.queuedProfile;
    this.queuedProfile = null;
    if (!profile) {
      json(res, 400, { error: 'invalid_grant', error_description: 'FakeGoogle: call nextProfile() first' });
      return;
    }
    const accessToken = `ya29.fake-${randomBytes(16).toString('hex')}`;
    this.accessTokens.set(accessToken, profile);
    json(res, 200, {
      access_token: accessToken,
      id_token: this.keys.signIdToken({ ...profile }),
      expires_in: 3599,
      token_type: 'Bearer',
      scope:
        'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
    });
  }

  private userInfo(req: IncomingMessage, url: URL, res: ServerResponse): void {
    // node-oauth sends the token as ?access_token= unless told to use the header; Google takes both.
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const profile = this.accessTokens.get(bearer ?? url.searchParams.get('access_token') ?? '');
    if (!profile) {
      json(res, 401, { error: 'invalid_request', error_description: 'Invalid Credentials' });
      return;
    }
    json(res, 200, profile);
  }
}

function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
