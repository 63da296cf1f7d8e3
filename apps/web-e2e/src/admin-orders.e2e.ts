import { DEMO_ADMIN } from '@kukur/dev-stack';
import { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { logIn, waitForPath } from './account-pages';
import { apiLogin, createCustomer, uniqueEmail } from './accounts-api';
import { openPagePerTest } from './browser';
import { waitForEmail } from './mail-inbox';
import { rupees, twoDemoProductsInStock } from './shop';

interface PlacedOrder {
  id: string;
  subtotal: number;
  discount: number;
  total: number;
  status: string;
  items: { name: string; quantity: number; price: number; lineTotal: number }[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function api<T>(
  shopUrl: string,
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<T> {
  const { token, ...rest } = init;
  const response = await fetch(new URL(path, shopUrl), {
    ...rest,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok)
    throw new Error(`${rest.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A figure of the stats cards, e.g. how many orders are Pending. */
async function stat(page: Page, card: 'total' | 'pending' | 'approved' | 'completed'): Promise<number> {
  const text = await page
    .getByRole('region', { name: 'Order statistics' })
    .locator(`.admin-stats__card--${card} dd`)
    .innerText();
  expect(text).toMatch(/^\d+$/);
  return Number(text);
}

/** The order's status badge in its row. */
/** The order's status badge (not its payment badge, which shares the palette). */
function statusBadge(row: Locator, status: string): Locator {
  return row.locator('.order-status:not(.admin-orders__payment-status)', { hasText: status });
}

describe('the admin runs an order', () => {
  let page: Page;
  const shopUrl = inject('shopUrl');
  const mailUrl = inject('mailUrl');

  openPagePerTest((opened) => (page = opened), { viewport: { width: 1440, height: 900 }, timeoutMs: 15_000 });

  it('finds a customer’s order by e-mail, reads it, approves it (the customer is e-mailed) and completes it', async () => {
    // A customer places an order through the API, as the checkout does.
    const customer = {
      name: 'Orders Journey Bina',
      email: uniqueEmail('admin-orders'),
      password: 'Bina-pass1',
    };
    await createCustomer(shopUrl, mailUrl, customer);
    const token = await apiLogin(shopUrl, customer);
    const [first, second] = await twoDemoProductsInStock(shopUrl);
    const order = await api<PlacedOrder>(shopUrl, '/api/orders', {
      method: 'POST',
      token,
      body: JSON.stringify({
        customer: {
          name: customer.name,
          phoneNumber: '9812345678',
          city: 'Lalitpur',
          colony: 'Jhamsikhel',
          orderNotes: 'Ring the bell twice.',
        },
        products: [
          { productId: first.id, quantity: 2 },
          { productId: second.id, quantity: 1 },
        ],
      }),
    });
    expect(order.status).toBe('Pending');
    const shortId = order.id.slice(0, 8);
    const reference = order.id.slice(-8).toUpperCase();

    // The admin opens Orders from the admin navigation.
    await logIn(page, shopUrl, DEMO_ADMIN, '/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
    await waitForPath(page, '/admin/orders');
    await page.getByRole('heading', { level: 2, name: 'All Orders' }).waitFor();
    await expect.poll(() => stat(page, 'total')).toBeGreaterThanOrEqual(1);
    const pendingBefore = await stat(page, 'pending');
    const approvedBefore = await stat(page, 'approved');

    // The search (server-side) by the customer's e-mail finds this order and only it.
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(customer.email);
    const table = page.locator('.admin-list__table');
    const row = table.getByRole('row').filter({ hasText: shortId });
    await row.waitFor();
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(1);
    expect(await row.innerText()).toContain(customer.name);
    expect(await row.innerText()).toContain(customer.email);
    expect(await row.innerText()).toContain(rupees(order.total));
    // Placed through the API, not yet at /payment: no payment method is chosen.
    expect(await row.innerText()).toContain('Not chosen');
    await statusBadge(row, 'Pending').waitFor();

    // Expanded: the lines, shipping Rs 0.00, delivery details and the history so far.
    await row.getByRole('button', { name: `Show details of order ${shortId}` }).click();
    const details = page.getByRole('region', { name: `Details of order ${shortId}` });
    const items = details.getByRole('table', { name: 'Items' });
    await items.waitFor();
    expect(order.items.map(({ name, quantity }) => [name, quantity]).sort()).toEqual(
      [
        [first.name, 2],
        [second.name, 1],
      ].sort(),
    );
    for (const line of order.items) {
      const cells = items.getByRole('row').filter({ hasText: line.name }).getByRole('cell');
      expect(await cells.allInnerTexts()).toEqual([
        String(line.quantity),
        rupees(line.price),
        rupees(line.lineTotal),
      ]);
    }
    // The customer's first order: the first-order discount sits between the subtotal and shipping.
    expect(order.discount).toBeGreaterThan(0);
    const [subtotal, discount, total] = [order.subtotal, order.discount, order.total].map((amount) =>
      escapeRegExp(rupees(amount)),
    );
    expect(await details.locator('.admin-details__totals').innerText()).toMatch(
      new RegExp(
        `^Subtotal\\s+${subtotal}\\s+First order discount \\(10%\\)\\s+- ${discount}\\s+Shipping\\s+Rs 0\\.00\\s+Total\\s+${total}$`,
      ),
    );
    const delivery = details.getByRole('region', { name: 'Delivery Details' });
    await delivery.getByText('Jhamsikhel').waitFor();
    await delivery.getByText('Ring the bell twice.').waitFor();
    const history = details.getByRole('region', { name: 'Order History' });
    await history
      .getByRole('listitem')
      .filter({ hasText: 'Placed as Pending' })
      .filter({ hasText: 'Customer' })
      .waitFor();

    // Approve: the badge, the history and the stats follow; the customer gets the e-mail.
    await row.getByRole('button', { name: 'Approve Order' }).click();
    await page.getByText('Order status updated to Approved').first().waitFor();
    await statusBadge(row, 'Approved').waitFor();
    await history
      .getByRole('listitem')
      .filter({ hasText: 'Pending → Approved' })
      .filter({ hasText: 'Admin' })
      .waitFor();
    await expect.poll(() => stat(page, 'approved')).toBe(approvedBefore + 1);
    expect(await stat(page, 'pending')).toBe(pendingBefore - 1);
    const approvedMail = await waitForEmail(
      mailUrl,
      customer.email,
      `Your Kukur Pasal order ${reference} is approved`,
    );
    expect(approvedMail.text).toContain(first.name);

    // Then completed.
    await row.getByRole('button', { name: 'Mark Completed' }).click();
    await page.getByText('Order status updated to Completed').first().waitFor();
    await statusBadge(row, 'Completed').waitFor();
    await history.getByRole('listitem').filter({ hasText: 'Approved → Completed' }).waitFor();
    expect(await row.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
    const stored = await api<PlacedOrder>(shopUrl, `/api/orders/${order.id}`, { token });
    expect(stored.status).toBe('Completed');
  });
});
