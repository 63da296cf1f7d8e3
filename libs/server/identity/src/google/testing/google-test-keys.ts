import { generateKeyPairSync, KeyObject, randomInt, sign } from 'node:crypto';

/** Claims of a test ID token; pass a claim as `undefined` to leave it out of the token. */
export interface GoogleTestClaims {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  aud?: string;
  iss?: string;
  exp?: number;
  iat?: number;
}

/** How to sign a test ID token: with Google's (test) key, another key under the same kid, or not at all. */
export interface GoogleTestSignOptions {
  key?: 'google' | 'stranger';
  alg?: 'RS256' | 'none';
}

/** Test-only stand-in for Google's signing key: publishes its certs document and signs ID tokens. */
export class GoogleTestKeys {
  /** The key id put in every token header and in the certs document. */
  readonly kid = `kukur-test-${randomInt(1e9)}`;
  private readonly googleKey: KeyObject;
  private readonly publicKeyPem: string;
  private strangerKey: KeyObject | undefined;

  constructor(readonly clientId: string) {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.googleKey = privateKey;
    this.publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  }

  /**
   * The body of Google's v1 certs endpoint, `{ kid: PEM }`. Google serves X.509 certificates there;
   * google-auth-library hands the PEM to Node's crypto.verify, which takes a bare public key as well.
   */
  certsDocument(): Record<string, string> {
    return { [this.kid]: this.publicKeyPem };
  }

  /** A compact JWT shaped like a Google ID token; defaults make it valid for `clientId` for an hour. */
  signIdToken(claims: GoogleTestClaims = {}, options: GoogleTestSignOptions = {}): string {
    const now = Math.floor(Date.now() / 1000);
    const alg = options.alg ?? 'RS256';
    const header = { alg, kid: this.kid, typ: 'JWT' };
    const payload = {
      iss: 'https://accounts.google.com',
      aud: this.clientId,
      sub: String(randomInt(1e9, 2 ** 47)),
      email_verified: true,
      iat: now,
      exp: now + 3600,
      ...claims,
    };
    const signingInput = `${base64UrlJson(header)}.${base64UrlJson(payload)}`;
    if (alg === 'none') return `${signingInput}.`;
    const key = options.key === 'stranger' ? this.stranger() : this.googleKey;
    return `${signingInput}.${sign('sha256', Buffer.from(signingInput), key).toString('base64url')}`;
  }

  private stranger(): KeyObject {
    this.strangerKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    return this.strangerKey;
  }
}

function base64UrlJson(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
