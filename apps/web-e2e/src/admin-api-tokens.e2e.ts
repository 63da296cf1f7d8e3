import AxeBuilder from '@axe-core/playwright';
import { DEMO_ADMIN } from '@kukur/dev-stack';
import { resolve } from 'node:path';
import { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { logIn, waitForPath } from './account-pages';
import { openPagePerTest } from './browser';

/** axe's serious and critical WCAG 2.1 AA findings inside the open dialog, and how far the page is wider than the screen. */
async function auditDialog(page: Page, name: string): Promise<{ findings: string[]; overflow: number }> {
  await page.screenshot({ path: resolve(__dirname, `../../../tmp/screenshots/${name}-390.png`) });
  // Legacy mode runs axe in this page: a page of openPagePerTest owns its context, so axe cannot open another.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .include('.ant-modal')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const findings = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return { findings, overflow };
}

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

  // A step's wait shorter than the test's 60 s: a step that hangs is then named in the failure (a CI run once
  // reported only the test's time-out).
  openPagePerTest((opened) => (page = opened), { viewport: { width: 1366, height: 900 }, timeoutMs: 20_000 });

  it('copies the secret shown once, the token reads orders, and once revoked it is refused', async () => {
    const name = `Hisab accounting ${Date.now()}`;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shopUrl });
    await logIn(page, shopUrl, DEMO_ADMIN, '/admin');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    // All eleven links fit in the bar of a 1366 px laptop: none hides behind a sideways scroll.
    expect(await nav.locator('ul').evaluate((list) => list.scrollWidth - list.clientWidth)).toBe(0);
    await nav.getByRole('link', { name: 'API Tokens' }).click();
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
    // The click returns before the clipboard write has finished: its "Copied" says it has.
    await page.getByText('Copied', { exact: true }).waitFor();
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

  it('on a phone (390 px) both dialogs fit the screen and pass axe', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, shopUrl, DEMO_ADMIN, '/admin');
    await page.goto(`${shopUrl}/admin/api-tokens`);
    await page.getByRole('button', { name: 'New Token' }).click();
    const form = page.getByRole('dialog', { name: 'New API Token' });
    await form.getByRole('checkbox', { name: /orders:read/ }).waitFor();
    expect(await auditDialog(page, 'admin-api-tokens-new')).toEqual({ findings: [], overflow: 0 });

    await form.getByLabel('Name').fill(`Phone check ${Date.now()}`);
    await form.getByRole('checkbox', { name: /bookings:read/ }).check();
    await form.getByRole('button', { name: 'Create Token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy Your New Token' });
    await dialog.getByText('This secret will not be shown again').waitFor();
    expect(await auditDialog(page, 'admin-api-tokens-secret')).toEqual({ findings: [], overflow: 0 });
    await dialog.getByRole('button', { name: 'I Have Copied It' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain('New Token');
  });
});
