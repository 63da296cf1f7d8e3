import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';

/**
 * Weak ETags on successful GET and HEAD answers, and 304 Not Modified when the request's If-None-Match names
 * the answer's tag (RFC 9110, 13.1.2: weak comparison, a list of tags or `*`). An answer that set its own ETag
 * (the product lists, from their rows' digests) keeps it; any other is tagged with a hash of its body, before
 * compression. Answers to other methods and errors get no tag: nothing can ask for them again by it, and
 * hashing every order's answer was 2.6 % of the API's time placing orders (tools/bench/README.md, P3).
 */
export function registerConditionalGet(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) {
      done(null, payload);
      return;
    }
    let etag = reply.getHeader('etag');
    if (etag === undefined) {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) {
        done(null, payload);
        return;
      }
      etag = `W/"${createHash('sha1').update(payload).digest('base64')}"`;
      void reply.header('etag', etag);
    }
    if (noneMatch(request.headers['if-none-match'], String(etag))) {
      void reply.code(304);
      done(null, '');
      return;
    }
    done(null, payload);
  });
}

/** Whether an If-None-Match header names `etag`, weakly compared (`W/"x"` and `"x"` are the same tag). */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag.trim()) === wanted);
}

function opaque(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
