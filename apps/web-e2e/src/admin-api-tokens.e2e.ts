import { DEMO_ADMIN } from '@kukur/dev-stack';
import { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { logIn, waitForPath } from './account-pages';
import { openPagePerTest } from './browser';

/** GET /api/orders with an API token, as an integration would call it; answers the status. */
async function ordersStatusWith(shopUrl: string, secret: string): Promise<number> {
  const response = await fetch(new URL('/api/orders', shopUrl), {
    headers: { authorization: `Bearer ${secret}` },
  });
  await response.body?.cancel();
  return response.status;
}

describe('the admin makes an API token for an integration and revokes it', () => {
  let page: Page;
  const shopUrl = inject('shopUrl');

  openPagePerTest((opened) => (page = opened), { viewport: { width: 1280, height: 900 }, timeoutMs: 60_000 });

  it('copies the secret shown once, the token reads orders, and once revoked it is refused', async () => {
    const name = `Hisab accounting ${Date.now()}`;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shopUrl });
    await logIn(page, shopUrl, DEMO_ADMIN, '/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'API Tokens' }).click();
    await waitForPath(page, '/admin/api-tokens');

    await page.getByRole('button', { name: 'New Token' }).click();
    const form = page.getByRole('dialog', { name: 'New API Token' });
    await form.getByLabel('Name').fill(name);
    await form.getByRole('checkbox', { name: /orders:read/ }).check();
    await form.getByRole('button', { name: 'Create Token' }).click();

    const dialog = page.getByRole('dialog', { name: 'Copy Your New Token' });
    await dialog.getByText('This secret will not be shown again').waitFor();
    const secret = await dialog.getByLabel(`Secret of ${name}`).inputValue();
    expect(secret).toMatch(/^kp_/);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    expect(await ordersStatusWith(shopUrl, secret)).toBe(200);

    await dialog.getByRole('button', { name: 'I Have Copied It' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.content()).not.toContain(secret);

    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByText('Active').waitFor();
    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke API Token' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await row.getByText('Revoked').waitFor();
    expect(await ordersStatusWith(shopUrl, secret)).toBe(401);
  });
});
