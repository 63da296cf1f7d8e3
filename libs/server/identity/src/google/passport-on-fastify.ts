import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What passport and the OAuth state store are handed on Fastify: the request, with the reply it answers on.
 * Typed by what the store reads, as passport's own types name Express's request.
 */
export interface OAuthRequest {
  cookies?: Record<string, string | undefined>;
  oauthReply?: FastifyReply;
}

export function passportRequest(request: FastifyRequest, reply: FastifyReply): FastifyRequest & OAuthRequest {
  return Object.assign(request, { oauthReply: reply });
}

/**
 * The response passport writes its redirect to (status, Location, end): Fastify's reply under Node's names,
 * so the redirect goes out through Fastify with the state cookie set on the reply.
 */
export function passportResponse(reply: FastifyReply) {
  return {
    get statusCode(): number {
      return reply.statusCode;
    },
    set statusCode(code: number) {
      void reply.code(code);
    },
    setHeader(name: string, value: string | number | readonly string[]): void {
      void reply.header(name, value);
    },
    end(body?: string): void {
      void reply.send(body ?? '');
    },
  };
}
