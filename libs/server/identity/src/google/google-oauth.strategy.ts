import { IDENTITY_ERROR_CODES, IDENTITY_MESSAGES } from '@kukur/contracts';
import { APP_CONFIG, AppError } from '@kukur/server-kernel';
import type { AppConfig } from '@kukur/server-kernel';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Profile, Strategy, StrategyOptions } from 'passport-google-oauth20';
import { GoogleIdentity, googleIdentityFromClaims } from './google-identity';
import { OAUTH_STATE_COOKIE_PATH, OAuthStateCookieStore } from './oauth-state-cookie-store';
import { timeoutAgentFor } from './timeout-agent';

/** How long the code exchange and the userinfo call may stay silent before the sign-in fails. */
export const GOOGLE_OAUTH_TIMEOUT_MS = 5_000;

/** True when the redirect flow can run: it needs the client secret as well as the client id. */
export function isGoogleRedirectConfigured(config: AppConfig): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

/** Where Google sends the browser back to; it must be registered in the Google Cloud console. */
export function googleCallbackUrl(config: AppConfig): string {
  return `${config.PUBLIC_URL.replace(/\/+$/, '')}${OAUTH_STATE_COOKIE_PATH}/callback`;
}

function strategyOptions(config: AppConfig): StrategyOptions {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) {
    throw new Error('GoogleOAuthStrategy needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET');
  }
  return {
    clientID: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    callbackURL: googleCallbackUrl(config),
    authorizationURL: config.GOOGLE_AUTH_URL,
    tokenURL: config.GOOGLE_TOKEN_URL,
    // The path must end in /userinfo: passport-google-oauth20 picks the OpenID profile format by it.
    userProfileURL: config.GOOGLE_USERINFO_URL,
    scope: ['openid', 'email', 'profile'],
    store: new OAuthStateCookieStore(config.PUBLIC_URL),
  };
}

/**
 * The passport-google-oauth20 redirect flow (`AuthGuard('google')`) with its `state` in a cookie.
 * Register it only when {@link isGoogleRedirectConfigured}.
 */
@Injectable()
export class GoogleOAuthStrategy extends PassportStrategy(Strategy, 'google') {
  private readonly logger = new Logger(GoogleOAuthStrategy.name);

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(strategyOptions(config));
    // node-oauth has no timeout; one agent serves both calls, so it can only do so when they share a protocol.
    if (new URL(config.GOOGLE_TOKEN_URL).protocol === new URL(config.GOOGLE_USERINFO_URL).protocol) {
      this._oauth2.setAgent(timeoutAgentFor(config.GOOGLE_TOKEN_URL, GOOGLE_OAUTH_TIMEOUT_MS));
    }
  }

  /** Turns the profile from Google's userinfo endpoint into the identity; refuses one without an e-mail. */
  validate(_accessToken: string, _refreshToken: string, profile: Profile): GoogleIdentity {
    // Google answered the server directly over TLS with our client secret, so its userinfo is trusted.
    const identity = googleIdentityFromClaims({
      sub: profile._json?.sub ?? profile.id,
      email: profile._json?.email ?? profile.emails?.[0]?.value,
      email_verified: profile._json?.email_verified ?? profile.emails?.[0]?.verified,
      name: profile._json?.name ?? profile.displayName,
    });
    if (!identity) {
      this.logger.debug(
        'Google profile refused: no subject or e-mail address (was the email scope granted?)',
      );
      throw new AppError(
        IDENTITY_ERROR_CODES.GOOGLE_CREDENTIAL_INVALID,
        IDENTITY_MESSAGES.googleCredentialInvalid,
        401,
      );
    }
    return identity;
  }
}
