import { IDENTITY_ERROR_CODES, IDENTITY_MESSAGES } from '@kukur/contracts';
import { APP_CONFIG, AppError, NotFoundError } from '@kukur/server-kernel';
import type { AppConfig } from '@kukur/server-kernel';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { OAuth2Client } from 'google-auth-library';
import { GoogleIdentity, googleIdentityFromClaims } from './google-identity';

/** The issuers Google signs ID tokens as; the library's default list also admits its universe domain. */
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
/** How long one request for Google's signing certificates may take before sign-in fails instead of hanging. */
export const GOOGLE_CERTS_TIMEOUT_MS = 3_000;
/** Real ID tokens are about 1 KB; anything far larger is refused before any work is done. */
const MAX_CREDENTIAL_LENGTH = 8_192;
const CERTS_FAILURE_PREFIX = 'Failed to retrieve verification certificates';

/** Verifies Google ID tokens (from Google Identity Services in the browser) on the server. */
@Injectable()
export class GoogleIdTokenVerifier {
  private readonly logger = new Logger(GoogleIdTokenVerifier.name);
  private readonly clientId: string | undefined;
  private readonly client: OAuth2Client;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.clientId = config.GOOGLE_CLIENT_ID;
    // One client for the process: it caches the certificates for as long as Google's Cache-Control allows.
    this.client = new OAuth2Client({
      clientId: config.GOOGLE_CLIENT_ID,
      endpoints: { oauth2FederatedSignonPemCertsUrl: config.GOOGLE_CERTS_URL },
      issuers: GOOGLE_ISSUERS,
      transporterOptions: {
        timeout: GOOGLE_CERTS_TIMEOUT_MS,
        // One retry for a 5xx/429, none after a timeout: a sign-in must fail within seconds, not hang.
        retryConfig: { retry: 1, noResponseRetries: 0, maxRetryDelay: 500 },
      },
    });
  }

  /** True when a Google client id is configured. */
  get enabled(): boolean {
    return Boolean(this.clientId);
  }

  /**
   * Checks the token's signature against Google's keys, its audience (our client id), issuer and
   * expiry, and returns who it names. Throws 401 GOOGLE_CREDENTIAL_INVALID for any bad token and
   * 404 GOOGLE_DISABLED when Google sign-in is off.
   */
  async verify(credential: string): Promise<GoogleIdentity> {
    const audience = this.clientId;
    if (!audience) {
      throw new NotFoundError(IDENTITY_ERROR_CODES.GOOGLE_DISABLED, IDENTITY_MESSAGES.googleDisabled);
    }
    if (typeof credential !== 'string' || credential.length > MAX_CREDENTIAL_LENGTH) {
      throw this.invalid('not a string of a plausible length');
    }
    if (credential.split('.').length !== 3) throw this.invalid('not a JWT');

    const payload = await this.client.verifyIdToken({ idToken: credential, audience }).then(
      (ticket) => ticket.getPayload(),
      (error: unknown) => {
        throw this.invalid(describeFailure(error, credential));
      },
    );
    const identity = payload ? googleIdentityFromClaims(payload) : null;
    if (!identity) throw this.invalid('the token names no subject or e-mail address');
    return identity;
  }

  private invalid(reason: string): AppError {
    if (reason.startsWith(CERTS_FAILURE_PREFIX)) {
      // Not the user's fault: an operator should see that Google's keys cannot be fetched.
      this.logger.warn(`Google ID token not verified: ${reason}`);
    } else {
      this.logger.debug(`Google ID token refused: ${reason}`);
    }
    return new AppError(
      IDENTITY_ERROR_CODES.GOOGLE_CREDENTIAL_INVALID,
      IDENTITY_MESSAGES.googleCredentialInvalid,
      401,
    );
  }
}

/**
 * The library's messages quote the whole token or its payload (with the e-mail address); keep only
 * the reason so neither reaches the logs.
 */
function describeFailure(error: unknown, credential: string): string {
  const message = error instanceof Error ? error.message : String(error);
  const withoutToken = message.split(credential).join('<credential>');
  const withoutPayload = withoutToken.replace(/:\s*[{<].*$/s, '');
  return withoutPayload.slice(0, 200);
}
