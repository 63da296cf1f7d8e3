import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
  /** The access key id the request was signed with (from its SigV4 Authorization header). */
  signedBy: string | undefined;
}

/**
 * A small S3 on loopback, path-style (`/bucket/key`), enough for the AWS SDK: PutObject, GetObject,
 * HeadObject and DeleteObject of one bucket, kept in memory. It records who signed each write, but does
 * not check signatures.
 */
export class S3StandIn {
  readonly objects = new Map<string, StoredObject>();
  /** Every request as `METHOD /path`, for tests about what was asked. */
  readonly requests: string[] = [];

  private constructor(
    private readonly server: Server,
    readonly bucket: string,
  ) {}

  static async start(bucket: string): Promise<S3StandIn> {
    const server = createServer();
    const standIn = new S3StandIn(server, bucket);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      standIn.handle(request, response).catch((error: Error) => {
        response.statusCode = 500;
        response.end(error.message);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return standIn;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    this.requests.push(`${request.method} ${url.pathname}`);
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const body = await readBody(request);
    if (bucket !== this.bucket) return error(response, 404, 'NoSuchBucket', 'The bucket does not exist');
    if (!key) return error(response, 400, 'InvalidRequest', 'This stand-in only knows objects');
    const stored = this.objects.get(key);
    switch (request.method) {
      case 'PUT': {
        this.objects.set(key, {
          body,
          contentType: request.headers['content-type'],
          cacheControl: request.headers['cache-control'],
          signedBy: /Credential=([^/]+)\//.exec(request.headers.authorization ?? '')?.[1],
        });
        response.writeHead(200, { ETag: '"stand-in"' });
        return void response.end();
      }
      case 'GET':
      case 'HEAD': {
        if (!stored) return error(response, 404, 'NoSuchKey', 'The specified key does not exist.');
        response.writeHead(200, {
          'Content-Type': stored.contentType ?? 'application/octet-stream',
          'Content-Length': String(stored.body.length),
          ETag: '"stand-in"',
        });
        return void response.end(request.method === 'GET' ? stored.body : undefined);
      }
      case 'DELETE': {
        this.objects.delete(key);
        response.writeHead(204);
        return void response.end();
      }
      default:
        return error(response, 405, 'MethodNotAllowed', 'Not supported by the stand-in');
    }
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function error(response: ServerResponse, status: number, code: string, message: string): void {
  response.writeHead(status, { 'Content-Type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}
