import { randomUUID } from 'node:crypto';
import { DEMO_ADMIN } from '@kukur/dev-stack';
import { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { logIn, waitForPath } from './account-pages';
import { apiLogin, confirmedSubscriber, uniqueEmail } from './accounts-api';
import { openPagePerTest } from './browser';
import { waitForEmail } from './mail-inbox';

/** A real 600x600 PNG (the server checks the bytes, not the name), made fresh for the journey. */
function aProductPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 600, channels: 3, background: '#c2551f' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="600" height="600"><circle cx="300" cy="300" r="200" fill="#f2b233"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
}

/** A form field by its label; antd's required mark (a CSS "*") may lead the accessible name. */
function field(page: Page, label: string): Locator {
  const escaped = label.replace(/[()]/g, '\\$&');
  return page.getByLabel(new RegExp(`^\\W*${escaped}$`));
}

/** Waits until the admin list shows (its own heading, not only the address: the form's page changes it). */
async function expectProductList(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 2, name: /^All Products/ }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/admin/products');
}

/** Waits until an image has really loaded: a broken or missing picture has no natural width. */
async function expectImageLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(
      () => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)),
      {
        timeout: 15_000,
      },
    )
    .toBeGreaterThan(0);
}

/** Fills the add form's required fields and uploads a photo (no submit). */
async function fillNewProduct(page: Page, name: string): Promise<void> {
  await field(page, 'Product Name').fill(name);
  await field(page, 'Description').fill('A long-lasting natural chew made from yak milk.');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByTitle('Toys', { exact: true }).click();
  await field(page, 'Price (Rs)').fill('650.50');
  await field(page, 'Stock').fill('12');
  await field(page, 'Ingredients').fill('Yak milk, Salt, Lime juice');
  await page.getByText('Upload File', { exact: true }).click();
  await page
    .getByLabel('Image file')
    .setInputFiles({ name: 'yak-chew.png', mimeType: 'image/png', buffer: await aProductPhoto() });
  await expectImageLoaded(page.getByRole('img', { name: 'Preview of the product image' }));
}

/** Takes this run's products off the shop again: other journeys count the demo catalogue's products. */
async function deleteProductsNamedWith(shopUrl: string, marker: string): Promise<void> {
  const token = await apiLogin(shopUrl, DEMO_ADMIN);
  const products = (await (await fetch(`${shopUrl}/api/products`)).json()) as { id: string; name: string }[];
  for (const product of products.filter(({ name }) => name.includes(marker))) {
    await fetch(`${shopUrl}/api/products/${product.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  }
}

describe('the admin adds a product', () => {
  let page: Page;
  const shopUrl = inject('shopUrl');
  const mailUrl = inject('mailUrl');
  const run = randomUUID().slice(0, 8);

  openPagePerTest((opened) => (page = opened), { timeoutMs: 15_000 });
  afterAll(() => deleteProductsNamedWith(shopUrl, run));

  it('with an uploaded photo; it is in the admin list and in the shop with its photo', async () => {
    const name = `Journey Yak Chew ${run}`;

    await logIn(page, shopUrl, DEMO_ADMIN, '/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Add Products' }).click();
    await waitForPath(page, '/admin/addproducts');

    // Saving an empty form names what is missing, the image included.
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Missing required fields: name, description, price, category, image' })
      .waitFor();

    await fillNewProduct(page, name);
    await page.getByRole('button', { name: 'Add Product' }).click();

    const dialog = page.getByRole('dialog', { name: 'Notify Customers?' });
    await dialog.getByText(name).waitFor();
    await dialog.getByRole('button', { name: 'Skip Notification' }).click();
    await expectProductList(page);

    await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Toys[\s\S]*Rs 650\.50[\s\S]*12/);
    await expectImageLoaded(row.locator('img'));

    // View opens the product in the shop, in a new tab.
    const [shopPage] = await Promise.all([
      page.waitForEvent('popup'),
      row.getByRole('link', { name: `View ${name} (opens in a new tab)` }).click(),
    ]);
    await shopPage.waitForURL((url) => /^\/products\/[0-9a-f-]{36}$/.test(url.pathname));
    await shopPage.getByRole('heading', { level: 1, name }).waitFor();
    await expectImageLoaded(shopPage.getByRole('img', { name, exact: true }).first());
    await shopPage.getByText('Rs 650.50').first().waitFor();

    // The photo is served from the shop's own media folder.
    const productId = new URL(shopPage.url()).pathname.split('/').pop();
    const product = (await (await fetch(`${shopUrl}/api/products/${productId}`)).json()) as {
      image: string;
      ingredients: string[];
    };
    expect(product.image).toMatch(/^\/media\//);
    expect(product.ingredients).toEqual(['Yak milk', 'Salt', 'Lime juice']);
    await shopPage.close();

    // Deleting asks first, then the product leaves the admin list and the shop.
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Product' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Product deleted').first().waitFor();
    await row.waitFor({ state: 'detached' });
    expect((await fetch(`${shopUrl}/api/products/${productId}`)).status).toBe(404);
  });

  it('and notifies the subscribers: the dialog follows the sending until it is done; confirmed subscribers get the e-mail', async () => {
    const name = `Journey Announced Chew ${run}`;
    const subscriber = uniqueEmail('announcement');
    await confirmedSubscriber(shopUrl, mailUrl, subscriber);

    await logIn(page, shopUrl, DEMO_ADMIN, '/admin');
    await page.goto(`${shopUrl}/admin/products/add`);
    await fillNewProduct(page, name);
    await page.getByRole('button', { name: 'Add Product' }).click();

    const dialog = page.getByRole('dialog', { name: 'Notify Customers?' });
    await dialog.getByRole('button', { name: 'Notify All Users' }).click();
    await dialog.getByText(/^Notifications sent: [1-9]\d* sent, 0 failed\.$/).waitFor({ timeout: 30_000 });
    await expectProductList(page);
    await waitForEmail(mailUrl, subscriber, `New at Kukur Pasal: ${name}`);
  });
});
