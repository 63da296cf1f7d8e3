import { DEMO_ADMIN } from '@kukur/dev-stack';
import { createHmac } from 'node:crypto';
import { createServer, IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logIn, waitForPath } from './account-pages';
import { openPagePerTest } from './browser';

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

/** Standard Webhooks verification, from its specification. */
function signedWith(secret: string, { headers, body }: Delivery): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key)
    .update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`)
    .digest('base64');
  return String(headers['webhook-signature']).split(' ').includes(`v1,${mac}`);
}

describe('the admin registers a webhook endpoint, sends a test event and redelivers it', () => {
  let page: Page;
  const shopUrl = inject('shopUrl');
  const received: Delivery[] = [];
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  let receiverUrl = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/${Date.now()}`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  openPagePerTest((opened) => (page = opened), { viewport: { width: 1366, height: 900 }, timeoutMs: 60_000 });

  it('gets a signed webhook.test, sees it delivered in the log, and a redelivery keeps its id', async () => {
    await logIn(page, shopUrl, DEMO_ADMIN, '/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Webhooks' }).click();
    await waitForPath(page, '/admin/webhooks');

    await page.getByRole('button', { name: 'New Endpoint' }).click();
    const form = page.getByRole('dialog', { name: 'New Webhook Endpoint' });
    await form.getByLabel('URL').fill(receiverUrl);
    await form.getByLabel('Description').fill('Journey receiver');
    await form.getByRole('button', { name: 'Create Endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Endpoint’s Signing Secret' });
    const secret = await dialog.getByLabel(`Signing secret of ${receiverUrl}`).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByRole('row', { name: new RegExp(receiverUrl) });
    await row.getByText('All events').waitFor();
    await row.getByRole('button', { name: `Send Test to ${receiverUrl}` }).click();
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'webhook.test', version: 1 });
    expect(signedWith(secret, received[0]!)).toBe(true);

    await row.getByRole('button', { name: `Deliveries of ${receiverUrl}` }).click();
    const log = page.getByRole('dialog', { name: `Deliveries to ${receiverUrl}` });
    const line = log.getByRole('row', { name: /webhook\.test/ });
    await line.getByText('Delivered').waitFor();
    await line.getByRole('button', { name: /^Redeliver / }).click();
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(2);
    expect(received[1]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
    expect(received[1]!.body).toBe(received[0]!.body);
    expect(signedWith(secret, received[1]!)).toBe(true);
  });
});
