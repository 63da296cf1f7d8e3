import { createServer, get, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { Agent as HttpsAgent } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeoutAgentFor } from './timeout-agent';

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/fast') res.end('ok');
    // Any other path never answers.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function fetchWith(url: string, agent: ReturnType<typeof timeoutAgentFor>): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(body));
    }).on('error', reject);
  });
}

describe('timeoutAgentFor', () => {
  it('lets an answering server answer', async () => {
    await expect(fetchWith(`${baseUrl}/fast`, timeoutAgentFor(baseUrl, 200))).resolves.toBe('ok');
  });

  it('fails a request that gets no answer in time instead of hanging', async () => {
    const started = Date.now();

    await expect(fetchWith(`${baseUrl}/hang`, timeoutAgentFor(baseUrl, 200))).rejects.toThrow(
      'No answer within 200 ms',
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('picks the agent for the URL’s protocol', () => {
    expect(timeoutAgentFor('https://oauth2.googleapis.com/token', 1_000)).toBeInstanceOf(HttpsAgent);
    expect(timeoutAgentFor(baseUrl, 1_000)).not.toBeInstanceOf(HttpsAgent);
  });
});
