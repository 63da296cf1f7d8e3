import { ERROR_CODES, MESSAGES, normalizeEmail } from '@kukur/contracts';
import { AppError, deriveHmacKey } from '@kukur/server-kernel';
import { createHmac, KeyObject, timingSafeEqual } from 'node:crypto';

/** What a marketing link may do: confirm a newsletter subscription, or stop every marketing e-mail. */
export type MarketingLinkPurpose = 'newsletter-confirm' | 'unsubscribe';

/** A confirmation link works for a week; an unsubscribe link keeps working (RFC 8058 asks for that). */
export const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const VERSION = 'm1';

interface TokenBody {
  /** The address the link acts on. */
  e: string;
  /** Its purpose: a token of one purpose is refused for the other. */
  p: MarketingLinkPurpose;
  /** When it was issued (ms since the epoch). */
  t: number;
}

/** 400: the token was changed, made with another secret, is for something else, or is not a token at all. */
export class InvalidMarketingLinkError extends AppError {
  constructor() {
    super(ERROR_CODES.MARKETING_LINK_INVALID, MESSAGES.newsletter.invalidLink, 400);
  }
}

export class ExpiredMarketingLinkError extends AppError {
  constructor() {
    super(ERROR_CODES.MARKETING_LINK_EXPIRED, MESSAGES.newsletter.expiredLink, 400);
  }
}

/**
 * Signed tokens for the links in marketing e-mails, usable without logging in: `m1.<body>.<signature>`,
 * the body naming the address, the purpose and the time of issue, the signature an HMAC-SHA256 over
 * version and body with a key derived from the server's AUTH_SECRET for this use only.
 */
export class MarketingTokens {
  private readonly key: KeyObject;

  constructor(secret: string) {
    this.key = deriveHmacKey(secret, 'marketing-link');
  }

  sign(purpose: MarketingLinkPurpose, email: string, issuedAt = Date.now()): string {
    const body: TokenBody = { e: normalizeEmail(email), p: purpose, t: issuedAt };
    const encoded = Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
    return `${VERSION}.${encoded}.${this.signature(encoded)}`;
  }

  /** The address a token of `purpose` acts on; throws InvalidMarketingLinkError or ExpiredMarketingLinkError. */
  verify(purpose: MarketingLinkPurpose, token: unknown, now = Date.now()): string {
    if (typeof token !== 'string' || token.length > 2000) throw new InvalidMarketingLinkError();
    const [version, encoded, signature, ...rest] = token.split('.');
    if (version !== VERSION || !encoded || !signature || rest.length > 0) {
      throw new InvalidMarketingLinkError();
    }
    const expected = Buffer.from(this.signature(encoded), 'base64url');
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new InvalidMarketingLinkError();
    }
    const body = parseBody(encoded);
    if (!body || body.p !== purpose) throw new InvalidMarketingLinkError();
    if (purpose === 'newsletter-confirm' && now - body.t > CONFIRM_LINK_TTL_MS) {
      throw new ExpiredMarketingLinkError();
    }
    return body.e;
  }

  private signature(encoded: string): string {
    return createHmac('sha256', this.key).update(`${VERSION}.${encoded}`).digest('base64url');
  }
}

function parseBody(encoded: string): TokenBody | null {
  try {
    const body = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<TokenBody>;
    const valid =
      typeof body.e === 'string' &&
      body.e.includes('@') &&
      (body.p === 'newsletter-confirm' || body.p === 'unsubscribe') &&
      typeof body.t === 'number';
    return valid ? (body as TokenBody) : null;
  } catch {
    return null;
  }
}
