import { createHash, timingSafeEqual } from 'node:crypto';

/** Khalti's 401 body for a request without acceptable credentials, or undefined when the key is right. */
export function checkAuthorization(
  header: string | undefined,
  secretKey: string,
): { detail: string; status_code: 401 } | undefined {
  // Django REST framework's TokenAuthentication with the keyword "Key" (matched case-insensitively).
  const parts = (header ?? '').trim().split(/\s+/);
  if (parts[0].toLowerCase() !== 'key') return unauthorized('Authentication credentials were not provided.');
  if (parts.length === 1) return unauthorized('Invalid token header. No credentials provided.');
  if (parts.length > 2) return unauthorized('Invalid token header. Token string should not contain spaces.');
  return sameSecret(parts[1], secretKey) ? undefined : unauthorized('Invalid token.');
}

function unauthorized(detail: string): { detail: string; status_code: 401 } {
  return { detail, status_code: 401 };
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string): Buffer => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
