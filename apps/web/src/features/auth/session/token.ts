interface TokenPayload {
  exp?: unknown;
}

/** Decodes the payload of a signed token (JWT); null when it is not readable. The signature is the server's business. */
function decodeTokenPayload(token: string): TokenPayload | null {
  const [, payload] = token.split('.');
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
    const decoded: unknown = JSON.parse(json);
    return typeof decoded === 'object' && decoded !== null ? (decoded as TokenPayload) : null;
  } catch {
    return null;
  }
}

/** A token is valid only if it decodes and its `exp` (seconds) is not in the past. */
export function isTokenValid(token: string, nowMs: number): boolean {
  const payload = decodeTokenPayload(token);
  if (!payload || typeof payload.exp !== 'number') return false;
  return payload.exp >= nowMs / 1000;
}

/** When the token expires, in milliseconds since the epoch; null when it has no readable `exp`. */
export function tokenExpiresAtMs(token: string): number | null {
  const payload = decodeTokenPayload(token);
  return payload && typeof payload.exp === 'number' ? payload.exp * 1000 : null;
}
