import type { FastifyRequest } from 'fastify';

/** The caller's address for rate limits (Fastify honours X-Forwarded-For only from trusted proxies). */
export function clientIp(request: FastifyRequest): string {
  return request.ip || request.socket.remoteAddress || 'unknown';
}
