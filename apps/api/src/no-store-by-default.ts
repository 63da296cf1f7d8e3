import type { FastifyInstance } from 'fastify';

/**
 * `Cache-Control: no-store` on every /api answer that does not set its own: accounts, orders, bookings, tokens
 * and the back office's lists must not be kept by a browser's or a proxy's cache (a shared computer's next
 * user, a company proxy). Answers meant for everyone (the catalogue, centres, availability) say so with
 * `Cache-Control: no-cache` on their route: stored, and asked again by their ETag before each use.
 */
export function registerNoStoreByDefault(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
