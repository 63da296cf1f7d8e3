import type { Request } from 'express';

/** The caller's address for rate limits (Express honours X-Forwarded-For only from trusted proxies). */
export function clientIp(request: Request): string {
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}
