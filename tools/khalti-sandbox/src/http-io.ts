import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_BODY_BYTES = 1024 * 1024;

/** A request body that could not be read or parsed; `status` and `body` are the answer to give. */
export class BodyError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.detail));
  }
}

/** Reads the body as text (at most 1 MiB). */
export async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyError(413, { detail: 'Request body too large.' });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Reads a JSON or form body as Django REST framework does: an empty body is `{}`, malformed JSON is
 * 400 "JSON parse error - ...", another content type is 415.
 */
export async function readData(request: IncomingMessage): Promise<unknown> {
  const text = await readText(request);
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (text.trim() === '') return {};
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(text));
  if (type !== 'application/json' && type !== '')
    throw new BodyError(415, { detail: `Unsupported media type "${type}" in request.` });
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new BodyError(400, { detail: `JSON parse error - ${(error as Error).message}` });
  }
}

/** Reads an HTML form post. */
export async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readText(request));
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(text);
}

// The pages need inline styles only; forms may post to us and we redirect to the merchant (no form-action limit).
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': PAGE_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
  response.end(html);
}

export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { Location: location, 'Cache-Control': 'no-store', 'Content-Length': 0 });
  response.end();
}
