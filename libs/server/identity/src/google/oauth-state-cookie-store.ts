import type { CookieSerializeOptions } from '@fastify/cookie';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  Metadata,
  StateStore,
  StateStoreStoreCallback,
  StateStoreVerifyCallback,
} from 'passport-oauth2';
import type { OAuthRequest } from './passport-on-fastify';

/** The cookie that carries the OAuth `state` nonce from /api/auth/google to its callback. */
export const OAUTH_STATE_COOKIE = 'kp_oauth_state';
/** The cookie is sent only to the Google sign-in routes. */
export const OAUTH_STATE_COOKIE_PATH = '/api/auth/google';
const OAUTH_STATE_TTL_SECONDS = 10 * 60;

/**
 * A passport-oauth2 state store that keeps the nonce in an httpOnly cookie instead of a session,
 * so any API instance can finish a sign-in another one started.
 */
export class OAuthStateCookieStore implements StateStore {
  private readonly cookieOptions: CookieSerializeOptions;

  constructor(publicUrl: string) {
    this.cookieOptions = {
      httpOnly: true,
      // Lax, not Strict: the callback is a top-level navigation coming back from Google's site.
      sameSite: 'lax',
      path: OAUTH_STATE_COOKIE_PATH,
      secure: publicUrl.startsWith('https:'),
    };
  }

  /** Called before the redirect to Google: sets a fresh nonce cookie and hands the nonce out as `state`. */
  store(req: OAuthRequest, callback: StateStoreStoreCallback): void;
  store(req: OAuthRequest, meta: Metadata, callback: StateStoreStoreCallback): void;
  // passport-oauth2 picks the call form by the method's arity; this one's is 3, so `meta` comes along.
  store(
    req: OAuthRequest,
    metaOrCallback: Metadata | StateStoreStoreCallback,
    maybeCallback?: StateStoreStoreCallback,
  ): void {
    const callback = lastCallback(metaOrCallback, maybeCallback);
    if (!req.oauthReply) {
      callback(
        new Error('OAuth state cookie store needs the reply (req.oauthReply) to set its cookie'),
        undefined,
      );
      return;
    }
    const state = randomBytes(32).toString('base64url');
    void req.oauthReply.setCookie(OAUTH_STATE_COOKIE, state, {
      ...this.cookieOptions,
      maxAge: OAUTH_STATE_TTL_SECONDS,
    });
    callback(null, state);
  }

  /** Called on the callback: the `state` Google hands back must equal the cookie's nonce; the cookie is used up. */
  verify(req: OAuthRequest, providedState: string, callback: StateStoreVerifyCallback): void;
  verify(req: OAuthRequest, providedState: string, meta: Metadata, callback: StateStoreVerifyCallback): void;
  verify(
    req: OAuthRequest,
    providedState: string,
    metaOrCallback: Metadata | StateStoreVerifyCallback,
    maybeCallback?: StateStoreVerifyCallback,
  ): void {
    const callback = lastCallback(metaOrCallback, maybeCallback);
    const cookies: Record<string, unknown> = req.cookies ?? {};
    const expected = cookies[OAUTH_STATE_COOKIE];
    void req.oauthReply?.clearCookie(OAUTH_STATE_COOKIE, this.cookieOptions);
    if (typeof expected !== 'string' || expected === '' || typeof providedState !== 'string') {
      callback(null, false, { message: 'Unable to verify authorization request state.' });
      return;
    }
    if (!sameSecret(expected, providedState)) {
      callback(null, false, { message: 'Invalid authorization request state.' });
      return;
    }
    callback(null, true, undefined);
  }
}

function lastCallback<C extends (...args: never[]) => void>(
  metaOrCallback: Metadata | C,
  maybeCallback?: C,
): C {
  const callback = typeof metaOrCallback === 'function' ? metaOrCallback : maybeCallback;
  if (!callback) throw new TypeError('OAuth state store called without a callback');
  return callback;
}

/** Compares in constant time; hashing first makes the lengths equal without revealing the real one. */
function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}
