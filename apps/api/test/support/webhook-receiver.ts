import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; version: number; timestamp: string; data: Record<string, unknown> };
  at: number;
}

/** A webhook receiver on loopback that records every POST and answers what the test tells it to. */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  url = '';
  private answers: number[] = [];
  private readonly server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      this.received.push({ headers: request.headers, body, json: JSON.parse(body), at: Date.now() });
      response.statusCode = this.answers.shift() ?? 200;
      response.end('ok');
    });
  });

  static async start(path = '/hooks/kukur'): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver();
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.server.address() as AddressInfo;
    receiver.url = `http://127.0.0.1:${port}${path}`;
    return receiver;
  }

  /** The next answers, in order (then 200 again). */
  answerNext(...statuses: number[]): void {
    this.answers.push(...statuses);
  }

  ofType(type: string): ReceivedWebhook[] {
    return this.received.filter((hook) => hook.json.type === type);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }
}
