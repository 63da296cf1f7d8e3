import { DEMO_ADMIN } from '@kukur/dev-stack';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectHeaderAccount, siteHeader, submitLogin, waitForPath } from './account-pages';
import { createCustomer, uniqueEmail } from './accounts-api';
import { openPagePerTest } from './browser';

describe('the admin area', () => {
  let page: Page;
  const shopUrl = inject('shopUrl');
  const mailUrl = inject('mailUrl');

  openPagePerTest((opened) => (page = opened), { timeoutMs: 15_000 });

  it('the demo admin lands in the Admin Panel and the shop header offers only Admin and Logout', async () => {
    await page.goto(`${shopUrl}/login`);
    await submitLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await waitForPath(page, '/admin');
    await page.getByText('Admin Panel').waitFor();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByText(`Welcome, ${DEMO_ADMIN.name}`, { exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Customers' }).waitFor();

    await page.getByRole('link', { name: 'Kukur Pasal home' }).click();
    await waitForPath(page, '/');
    const header = siteHeader(page);
    await header.getByRole('link', { name: 'Admin', exact: true }).waitFor();
    await header.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await header.getByRole('link').allInnerTexts()).toEqual(['Kukur Pasal', 'Admin']);
    // The language switch stays: it is the reader's, not a shop function.
    expect(await header.getByRole('button').allInnerTexts()).toEqual(['English', 'नेपाली', 'Logout']);

    await header.getByRole('link', { name: 'Admin', exact: true }).click();
    await waitForPath(page, '/admin');
    await page.getByRole('button', { name: `Account menu for ${DEMO_ADMIN.name}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Admin Logout' });
    await dialog.getByText('Are you sure you want to log out of your admin account?').waitFor();
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/home');
    await expectHeaderAccount(page, 'visitor');
  });

  it('sends a visitor to /login and a customer to the home page', async () => {
    await page.goto(`${shopUrl}/admin`);
    await waitForPath(page, '/login');

    const customer = { name: 'Gita Journey', email: uniqueEmail('not-admin'), password: 'Gita-pass1' };
    await createCustomer(shopUrl, mailUrl, customer);
    await submitLogin(page, customer.email, customer.password);
    await page.getByText(`Welcome back, ${customer.name}!`).first().waitFor();
    // /login remembers /admin as the way back; the admin guard then turns the customer away to /.
    await waitForPath(page, '/');
    await expectHeaderAccount(page, 'customer');

    await page.goto(`${shopUrl}/admin`);
    await waitForPath(page, '/');
    await expectHeaderAccount(page, 'customer');
    expect(await page.getByText('Admin Panel').count()).toBe(0);
    expect(await siteHeader(page).getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
  });
});
