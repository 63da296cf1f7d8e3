#!/usr/bin/env node
// An example webhook receiver for Kukur Pasal, in plain Node (no dependencies):
//   WEBHOOK_SECRET=whsec_… node tools/webhook-receiver/receiver.mjs [port]
// It verifies each delivery's signature and timestamp, answers 2xx at once, drops repeats by webhook-id and
// prints the events. A real integration would store the ids it handled (here they live in memory only).
import { createServer } from 'node:http';
import { SeenIds, verifyWebhook } from './verify.mjs';

const secret = process.env.WEBHOOK_SECRET;
if (!secret?.startsWith('whsec_')) {
  console.error(
    'Set WEBHOOK_SECRET to the endpoint’s signing secret (whsec_…), from the admin’s Webhooks page.',
  );
  process.exit(1);
}
const port = Number(process.argv[2] ?? process.env.PORT ?? 4400);
const seen = new SeenIds();
const MAX_BODY_BYTES = 1024 * 1024;

const server = createServer((request, response) => {
  if (request.method !== 'POST') {
    response.writeHead(405, { allow: 'POST' }).end();
    return;
  }
  const chunks = [];
  let size = 0;
  request.on('data', (chunk) => {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) request.destroy();
    else chunks.push(chunk);
  });
  request.on('end', () => {
    // The signature covers the raw body: verify it before parsing, exactly as received.
    const body = Buffer.concat(chunks).toString('utf8');
    const verdict = verifyWebhook({ secret, headers: request.headers, body });
    if (!verdict.ok) {
      console.warn(`Refused a delivery: ${verdict.reason}`);
      response.writeHead(400, { 'content-type': 'text/plain' }).end(verdict.reason);
      return;
    }
    if (!seen.firstTime(verdict.id)) {
      console.log(`Already handled ${verdict.id}: acknowledged, ignored`);
      response.writeHead(204).end();
      return;
    }
    const event = JSON.parse(body);
    console.log(`${event.timestamp} ${event.type} (${event.id})`);
    console.log(JSON.stringify(event.data, null, 2));
    response.writeHead(204).end();
  });
});

server.listen(port, () => console.log(`Webhook receiver listening on http://localhost:${port}/`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
