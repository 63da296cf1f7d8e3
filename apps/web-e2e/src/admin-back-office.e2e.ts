import { DEMO_ADMIN } from '@kukur/dev-stack';
import { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { logIn, waitForPath } from './account-pages';
import { apiLogin, createCustomer, uniqueEmail } from './accounts-api';
import { openPagePerTest } from './browser';
import { waitForEmail } from './mail-inbox';
import { rupees, twoDemoProductsInStock } from './shop';

interface FailedJob {
  id: string;
  summary: { recipients: string[] };
}

async function call<T>(
  shopUrl: string,
  path: string,
  method: string,
  token: string,
  body?: object,
): Promise<T> {
  const response = await fetch(new URL(path, shopUrl), {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

describe('the admin reads the dashboard and runs the customers', () => {
  let page: Page;
  const shopUrl = inject('shopUrl');
  const mailUrl = inject('mailUrl');

  openPagePerTest((opened) => (page = opened), { viewport: { width: 1280, height: 900 }, timeoutMs: 60_000 });

  it('sees a paid order in the revenue chart, the top products and the activity feed', async () => {
    const customer = {
      name: 'Dashboard Journey Maya',
      email: uniqueEmail('dashboard'),
      password: 'Maya-pass1',
    };
    await createCustomer(shopUrl, mailUrl, customer);
    const token = await apiLogin(shopUrl, customer);
    const adminToken = await apiLogin(shopUrl, DEMO_ADMIN);
    const [product] = await twoDemoProductsInStock(shopUrl);
    const order = await call<{ id: string; total: number }>(shopUrl, '/api/orders', 'POST', token, {
      customer: { name: customer.name, phoneNumber: '9812345678', city: 'Kathmandu', colony: 'Baneshwor' },
      products: [{ productId: product.id, quantity: 5 }],
    });
    await call(shopUrl, `/api/orders/${order.id}/payment`, 'PUT', token, {
      paymentMethod: 'cod',
      paymentStatus: 'pending',
    });
    await call(shopUrl, `/api/orders/${order.id}/payment`, 'PUT', adminToken, {
      paymentMethod: 'cod',
      paymentStatus: 'paid',
    });
    const charts = await call<{ salesData: { label: string; sales: number }[] }>(
      shopUrl,
      '/api/dashboard/charts',
      'GET',
      adminToken,
    );
    const thisMonth = charts.salesData.at(-1)!;
    expect(thisMonth.sales).toBeGreaterThanOrEqual(order.total);

    await logIn(page, shopUrl, DEMO_ADMIN, '/admin');
    await page.getByRole('heading', { name: /^Welcome Back, / }).waitFor();
    const revenue = page.getByRole('table', { name: 'Monthly revenue' });
    await revenue.waitFor({ state: 'attached' });
    expect(await revenue.getByRole('row', { name: new RegExp(thisMonth.label) }).innerText()).toContain(
      rupees(thisMonth.sales),
    );
    // The chart itself is drawn (an SVG line with 12 points).
    await expect.poll(() => page.locator('.dashboard-chart .recharts-line-dots circle').count()).toBe(12);
    const top = page.getByRole('table', { name: 'Top selling products' });
    await top.waitFor({ state: 'attached' });
    expect(await top.innerText()).toContain(product.name);
    const reference = `#${order.id.slice(0, 8).toUpperCase()}`;
    // The worker projects the payment into the feed; the page shows it on its next load.
    const paidLine = page.getByText(`Order ${reference} paid with cash on delivery`);
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { name: 'Recent Activities' }).waitFor();
          return paidLine.waitFor({ timeout: 3_000 }).then(
            () => true,
            () => false,
          );
        },
        { timeout: 20_000 },
      )
      .toBe(true);
  });

  it('renames a customer inline and deletes two at once', async () => {
    const label = `crm-${Date.now()}`;
    const people = ['Keep Rename', 'Bulk One', 'Bulk Two'].map((name) => ({
      name: `${name} ${label}`,
      email: uniqueEmail(label),
      password: 'Crm-pass12',
    }));
    for (const person of people) await createCustomer(shopUrl, mailUrl, person);

    await logIn(page, shopUrl, DEMO_ADMIN, '/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Customers' }).click();
    await waitForPath(page, '/admin/customers');
    await page.getByRole('searchbox', { name: 'Search customers' }).fill(label);
    await expect.poll(() => page.locator('.admin-customers__table tbody tr.ant-table-row').count()).toBe(3);

    await page.getByRole('button', { name: `Rename Keep Rename ${label}` }).click();
    const input = page.getByRole('textbox', { name: `New name for Keep Rename ${label}` });
    await input.fill(`Renamed ${label}`);
    await input.press('Enter');
    await page.getByText('Customer updated successfully').waitFor();
    await page.getByText(`Renamed ${label}`).waitFor();

    await page.getByRole('checkbox', { name: `Select Bulk One ${label}` }).check();
    await page.getByRole('checkbox', { name: `Select Bulk Two ${label}` }).check();
    const bar = page.getByRole('region', { name: 'Selected customers' });
    await bar.getByText('2 selected').waitFor();
    await bar.getByRole('button', { name: 'Delete selected' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('2 customers deleted successfully').waitFor();
    await expect.poll(() => page.locator('.admin-customers__table tbody tr.ant-table-row').count()).toBe(1);
    expect(await page.locator('.admin-customers__table tbody').innerText()).toContain(`Renamed ${label}`);
  });
});

describe('the admin finds a failed e-mail and retries it', () => {
  let page: Page;
  const shopUrl = inject('shopUrl');
  const mailUrl = inject('mailUrl');

  openPagePerTest((opened) => (page = opened), { viewport: { width: 1280, height: 900 }, timeoutMs: 60_000 });

  it('a newsletter confirmation to a mailbox that was down shows as failed, and Retry delivers it', async () => {
    // The mail catcher refuses this address's first 6 deliveries: every attempt of the worker fails.
    const address = `rehearsal.${Date.now()}+fail6@example.com`;
    const subscribe = await fetch(new URL('/api/newsletter/subscribe', shopUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: address }),
    });
    expect(subscribe.status).toBeLessThan(300);
    const token = await apiLogin(shopUrl, DEMO_ADMIN);
    await expect
      .poll(
        async () => {
          const response = await fetch(new URL('/api/admin/queues/email/failed?pageSize=100', shopUrl), {
            headers: { authorization: `Bearer ${token}` },
          });
          const jobs = (await response.json()) as FailedJob[];
          return jobs.some((job) => job.summary.recipients.includes(address));
        },
        { timeout: 30_000, message: 'the confirmation e-mail in the failed set' },
      )
      .toBe(true);

    // The admin opens Queues from the admin navigation and sees the failed job with its reason.
    await logIn(page, shopUrl, DEMO_ADMIN, '/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Queues' }).click();
    await waitForPath(page, '/admin/queues');
    await page.getByRole('heading', { level: 2, name: 'Background Jobs' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: address });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/rehearsed failure/);

    // Retry: the e-mail arrives once, and the job leaves the failed list.
    await row.getByRole('button', { name: /^Retry / }).click();
    await page.getByText('Job retried: it is waiting to run again.').waitFor();
    await waitForEmail(mailUrl, address, /newsletter|subscri/i);
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: address }).count(), { timeout: 15_000 })
      .toBe(0);

    // The e-mail log shows it sent.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'E-mails' }).click();
    await waitForPath(page, '/admin/emails');
    await page.getByRole('searchbox', { name: 'Search by recipient' }).fill(address);
    const logged = page.getByRole('row').filter({ hasText: address });
    await logged.waitFor();
    await expect.poll(() => logged.innerText()).toMatch(/Sent/);
  });
});
