import { formatDate } from '@kukur/contracts';
import { DEMO_ADMIN } from '@kukur/dev-stack';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { siteHeader, waitForPath } from './account-pages';
import { apiLogin, createCustomer, uniqueEmail } from './accounts-api';
import { openPagePerTest } from './browser';
import { expectVisibleFocus, focusedElement, tabTo, waitForFocus } from './keyboard';
import { demoProductsInStock, rupees, type ShopProduct } from './shop';
import { openDay } from './vaccination-booking';

/*
 * Issue 14: every journey by keyboard alone, with a visible focus. After `page.goto` the user only presses
 * keys (Tab, Shift+Tab, Enter, Space, arrows, Escape) and types; tabTo checks the focus ring at every stop.
 */

/** Thamel, Kathmandu (the booking confirmation asks where the device is). */
const KATHMANDU = { latitude: 27.7154, longitude: 85.3123 };

interface Json {
  [key: string]: unknown;
}

async function api<T = Json>(
  shopUrl: string,
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<T> {
  const { token, ...rest } = init;
  const response = await fetch(new URL(path, shopUrl), {
    ...rest,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok)
    throw new Error(`${rest.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A form field by its label; antd's required mark (a CSS "*") may lead the accessible name. */
function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[()]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^\\W*${escaped}$`));
}

/** Replaces a text field's content as a keyboard user does: select all, then type. */
async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** The value of the focused form control. */
function focusedValue(page: Page): Promise<string> {
  return page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value ?? '');
}

/** Logs in on /login by keyboard: Tab to the e-mail, type, Tab to the password, type, Enter. */
async function logInByKeyboard(
  page: Page,
  shopUrl: string,
  account: { email: string; password: string },
  landing: string,
): Promise<void> {
  await page.goto(`${shopUrl}/login`);
  const card = page.getByRole('region', { name: 'Login', exact: true });
  await card.waitFor();
  await tabTo(page, card.getByLabel('Email'));
  await page.keyboard.type(account.email);
  await tabTo(page, card.getByLabel('Password', { exact: true }), { maxTabs: 3 });
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await waitForPath(page, landing);
}

/** Arrow keys through a radio group (they move and choose) until `name` is the chosen one. */
async function arrowToRadio(page: Page, scope: Page | Locator, name: string, maxPresses = 12): Promise<void> {
  const radio = scope.getByRole('radio', { name, exact: true });
  for (let press = 0; press < maxPresses && !(await radio.isChecked()); press += 1) {
    await page.keyboard.press('ArrowRight');
    await expectVisibleFocus(page);
  }
  if (!(await radio.isChecked())) {
    throw new Error(
      `The radio "${name}" is not chosen after ${maxPresses} arrow presses; focus: ${await focusedElement(page)}`,
    );
  }
}

describe('keyboard only, with a visible focus (issue 14)', () => {
  let page: Page;
  const shopUrl = inject('shopUrl');
  const mailUrl = inject('mailUrl');

  openPagePerTest((opened) => (page = opened), {
    viewport: { width: 1280, height: 900 },
    timeoutMs: 15_000,
    geolocation: KATHMANDU,
  });

  it('browses home -> products -> a product, fills the cart, checks out with cash on delivery to the confirmation', async () => {
    const customer = {
      name: 'Keyboard Kabita',
      email: uniqueEmail('keyboard-shop'),
      password: 'Kabita-pass1',
    };
    await createCustomer(shopUrl, mailUrl, customer);
    const inStock = await demoProductsInStock(shopUrl);
    await logInByKeyboard(page, shopUrl, customer, '/');

    // Browse: home, then Products from the header.
    await page.goto(`${shopUrl}/home`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await tabTo(page, siteHeader(page).getByRole('link', { name: 'Products', exact: true }));
    await page.keyboard.press('Enter');
    await waitForPath(page, '/products');
    const cards = page.getByTestId('product-card');
    await cards.first().waitFor();

    // The first product of the list the shop has plenty of; Tab to its View Details link.
    // By the cards' name element: a listing's cards are h2 (under the page's h1), the home page's h3.
    // Read again until the list has settled: the page may render its cards once more as it takes over.
    const names = cards.locator('.product-card__name');
    const firstInStock = async () => {
      const listed = await names.evaluateAll((headings) =>
        headings.map((heading) => heading.textContent?.trim() ?? ''),
      );
      return listed
        .map((name) => inStock.find((candidate) => candidate.name === name))
        .find((candidate): candidate is ShopProduct => candidate !== undefined);
    };
    // Keep the product the poll found: a second read may land in the moment the list re-renders.
    const found: { product?: ShopProduct } = {};
    await expect
      .poll(async () => (found.product = await firstInStock()), {
        message: 'a listed demo product in stock',
        timeout: 15_000,
      })
      .toBeDefined();
    const product = found.product!;
    const card = page.getByRole('article', { name: product.name, exact: true });
    await tabTo(page, card.getByRole('link', { name: 'View Details' }), { maxTabs: 80 });
    await page.keyboard.press('Enter');
    await waitForPath(page, `/products/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();

    // Add to cart from its page.
    await tabTo(page, { role: 'button', name: 'Add to Cart' });
    await page.keyboard.press('Enter');
    await page.getByText(`"${product.name}" has been added to your cart.`).first().waitFor();
    await siteHeader(page).getByRole('link', { name: 'Cart (1 item)' }).waitFor();

    // Cart: back up to the header's cart link, then one more of it with Space.
    await tabTo(page, siteHeader(page).getByRole('link', { name: /^Cart \(/ }), {
      backwards: true,
      maxTabs: 60,
    });
    await page.keyboard.press('Enter');
    await waitForPath(page, '/cart');
    await page.getByRole('heading', { level: 1, name: 'Shopping Cart' }).waitFor();
    const line = page.getByRole('article', { name: product.name, exact: true });
    await tabTo(page, line.getByRole('button', { name: `Increase quantity of ${product.name}` }));
    await page.keyboard.press('Space');
    const quantity = line.getByRole('spinbutton', { name: `Quantity of ${product.name}` });
    await expect.poll(() => quantity.inputValue()).toBe('2');
    await siteHeader(page).getByRole('link', { name: 'Cart (2 items)' }).waitFor();
    // The quantity field takes typing too.
    await tabTo(page, quantity, { backwards: true, maxTabs: 3 });
    await retype(page, '3');
    await siteHeader(page).getByRole('link', { name: 'Cart (3 items)' }).waitFor();
    await tabTo(page, { role: 'button', name: 'Proceed to Checkout' });
    await page.keyboard.press('Enter');
    await waitForPath(page, '/checkout');

    // Step 1: the phone (the name is the customer's), Next.
    await page.getByRole('heading', { level: 2, name: 'Step 1 of 3: Contact Information' }).waitFor();
    await tabTo(page, field(page, 'Phone Number'));
    await page.keyboard.type('9812345678');
    await tabTo(page, { role: 'button', name: 'Next' });
    await page.keyboard.press('Enter');

    // Step 2: the city by arrow keys, the colony, Next.
    await page.getByRole('heading', { level: 2, name: 'Step 2 of 3: Delivery Address' }).waitFor();
    await tabTo(page, page.getByRole('radio'));
    await arrowToRadio(page, page, 'Lalitpur');
    await tabTo(page, field(page, 'Colony / Area'));
    await page.keyboard.type('Jhamsikhel');
    await tabTo(page, { role: 'button', name: 'Next' });
    await page.keyboard.press('Enter');

    // Step 3: review and place.
    await page.getByRole('heading', { level: 2, name: 'Step 3 of 3: Review Your Order' }).waitFor();
    await page.getByRole('region', { name: 'Delivery Address' }).getByText('Jhamsikhel').waitFor();
    await tabTo(page, { role: 'button', name: 'Place Order' });
    await page.keyboard.press('Enter');

    // Payment: cash on delivery by arrow key, then confirm.
    await waitForPath(page, '/payment');
    const order = await page.evaluate(
      () => (window.history.state as { usr?: { order?: { id: string; total: number } } }).usr!.order!,
    );
    await tabTo(page, page.getByRole('radio', { name: 'Khalti' }));
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'Cash on Delivery' }).isChecked()).toBe(true);
    await expectVisibleFocus(page);
    await tabTo(page, { role: 'button', name: 'Confirm Cash on Delivery' });
    await page.keyboard.press('Enter');

    await waitForPath(page, '/payment-success');
    await page.getByRole('heading', { level: 1, name: 'Order Confirmed!' }).waitFor();
    await page.getByText(rupees(order.total)).first().waitFor();
    // On through the footer's links to its last: the ring is saffron there, on the dark ink.
    await tabTo(page, page.getByRole('contentinfo').getByRole('link').last(), { maxTabs: 40 });

    // The server has it: three of the product, cash on delivery.
    const token = await apiLogin(shopUrl, customer);
    const stored = await api<{ paymentMethod: string; items: { name: string; quantity: number }[] }>(
      shopUrl,
      `/api/orders/${order.id}`,
      { token },
    );
    expect(stored.items).toEqual([expect.objectContaining({ name: product.name, quantity: 3 })]);
    expect(stored.paymentMethod).toMatch(/cash|cod/i);
  });

  it('books a vaccination through the wizard (centre, date, time, owner, dog) to its confirmation', async () => {
    const customer = {
      name: 'Keyboard Kiran',
      email: uniqueEmail('keyboard-booking'),
      password: 'Kiran-pass1',
    };
    await createCustomer(shopUrl, mailUrl, customer);
    const date = openDay(2);
    await logInByKeyboard(page, shopUrl, customer, '/');

    await page.goto(`${shopUrl}/vaccination`);
    const vaccine = page.getByRole('article', { name: 'Anti-Rabies Vaccination', exact: true });
    await vaccine.waitFor();
    await tabTo(page, vaccine.getByRole('link', { name: 'View Details' }), { maxTabs: 80 });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Anti-Rabies Vaccination' }).waitFor();
    await tabTo(page, { role: 'button', name: 'Schedule Vaccination' });
    await page.keyboard.press('Enter');

    // The wizard takes focus to its step heading.
    const wizard = page.getByRole('dialog', { name: 'Book Anti-Rabies Vaccination' });
    const heading = wizard.getByRole('heading', { name: 'Step 1 of 3: Date & Time' });
    await waitForFocus(page, heading);
    // Escape closes it and gives focus back to the button; Enter opens it again.
    const schedule = page.getByRole('button', { name: 'Schedule Vaccination' });
    await page.keyboard.press('Escape');
    await wizard.waitFor({ state: 'hidden' });
    await waitForFocus(page, schedule);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await waitForFocus(page, heading);

    // Centre: the South Branch from the list (arrow down, Enter).
    await tabTo(page, wizard.getByRole('combobox', { name: 'Vaccination center' }));
    await page.keyboard.press('ArrowDown');
    const activeOption = page.locator(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active',
    );
    await activeOption.waitFor();
    for (let press = 0; press < 5 && !/^South Branch/.test(await activeOption.innerText()); press += 1) {
      await page.keyboard.press('ArrowDown');
    }
    expect(await activeOption.innerText()).toMatch(/^South Branch/);
    await page.keyboard.press('Enter');
    await wizard.locator('.ant-select-content[title^="South Branch"]').waitFor();

    // Date: typed into the field (YYYY-MM-DD), Enter.
    const dateField = wizard.getByLabel('Appointment date');
    await expect.poll(() => dateField.isEnabled(), { timeout: 15_000 }).toBe(true);
    await tabTo(page, dateField, { maxTabs: 3 });
    await retype(page, date);
    await page.keyboard.press('Enter');
    await expect.poll(() => dateField.inputValue()).toBe(formatDate(date));
    // Enter took it: the calendar closed and the day's free times are offered.
    await page.locator('.ant-picker-dropdown').first().waitFor({ state: 'hidden' });
    await wizard.getByText('Choose a date to see its free times.').waitFor({ state: 'detached' });

    // Time: Tab into the times, arrows to 10:00.
    const times = wizard.getByRole('radiogroup', { name: 'Appointment time' });
    await tabTo(page, times.getByRole('radio'), { maxTabs: 3 });
    await arrowToRadio(page, times, '10:00');
    await tabTo(page, wizard.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    // Owner: the name is the customer's; phone, city, address.
    await waitForFocus(page, wizard.getByRole('heading', { name: 'Step 2 of 3: Owner Information' }));
    await tabTo(page, field(wizard, 'Phone Number'));
    await page.keyboard.type('9841234567');
    await tabTo(page, field(wizard, 'City'));
    await page.keyboard.type('Lalitpur');
    await tabTo(page, field(wizard, 'Address'));
    await page.keyboard.type('Pulchowk');
    await tabTo(page, wizard.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    // Dog: name, breed, behaviour; Confirm Booking.
    await waitForFocus(page, wizard.getByRole('heading', { name: 'Step 3 of 3: Dog Information' }));
    await tabTo(page, field(wizard, 'Dog Name'));
    await page.keyboard.type('Bhote');
    await tabTo(page, field(wizard, 'Dog Breed'));
    await page.keyboard.type('Tibetan Mastiff');
    await tabTo(page, wizard.getByRole('radio'), { maxTabs: 3 });
    await arrowToRadio(page, wizard, 'Playful');
    await tabTo(page, wizard.getByRole('button', { name: 'Confirm Booking' }));
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/BookingConfirm\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Appointment Request Sent' }).waitFor();
    const bookingId = page.url().split('/').at(-1)!;

    const token = await apiLogin(shopUrl, customer);
    const booking = await api(shopUrl, `/api/vaccinations/${bookingId}`, { token });
    expect(booking).toMatchObject({
      appointmentDate: date,
      appointmentTime: '10:00',
      vaccinationCenter: 'South Branch',
      dog: { name: 'Bhote', breed: 'Tibetan Mastiff', behaviour: 'Playful' },
    });
  });

  describe('an admin', () => {
    let restorePrice: (() => Promise<void>) | undefined;
    afterAll(() => restorePrice?.());

    it('approves an order from the orders list and changes a product’s price', async () => {
      const customer = {
        name: 'Keyboard Kamal',
        email: uniqueEmail('keyboard-admin'),
        password: 'Kamal-pass1',
      };
      await createCustomer(shopUrl, mailUrl, customer);
      const customerToken = await apiLogin(shopUrl, customer);
      const [product] = await demoProductsInStock(shopUrl);
      const order = await api<{ id: string; status: string }>(shopUrl, '/api/orders', {
        method: 'POST',
        token: customerToken,
        body: JSON.stringify({
          customer: {
            name: customer.name,
            phoneNumber: '9812345678',
            city: 'Lalitpur',
            colony: 'Jhamsikhel',
          },
          products: [{ productId: product!.id, quantity: 1 }],
        }),
      });
      expect(order.status).toBe('Pending');
      const shortId = order.id.slice(0, 8);

      await logInByKeyboard(page, shopUrl, DEMO_ADMIN, '/admin');
      const adminNav = page.getByRole('navigation', { name: 'Admin' });
      await tabTo(page, adminNav.getByRole('link', { name: 'Orders', exact: true }));
      await page.keyboard.press('Enter');
      await waitForPath(page, '/admin/orders');
      await page.getByRole('heading', { level: 2, name: 'All Orders' }).waitFor();

      // Search by the customer's e-mail, then Approve in its row.
      await tabTo(page, page.getByRole('searchbox', { name: 'Search orders' }));
      await page.keyboard.type(customer.email);
      const row = page.locator('.admin-list__table').getByRole('row').filter({ hasText: shortId });
      await row.waitFor();
      await tabTo(page, row.getByRole('button', { name: 'Approve Order' }));
      await page.keyboard.press('Enter');
      await page.getByText('Order status updated to Approved').first().waitFor();
      await expect
        .poll(
          async () =>
            (await api<{ status: string }>(shopUrl, `/api/orders/${order.id}`, { token: customerToken }))
              .status,
        )
        .toBe('Approved');

      // Products: find it, Edit, a new price, Update Product.
      const adminToken = await apiLogin(shopUrl, DEMO_ADMIN);
      const before = await api<Json & { price: number }>(shopUrl, `/api/products/${product!.id}`);
      restorePrice = async () => {
        const editable = [
          'name',
          'description',
          'category',
          'oldPrice',
          'isNew',
          'isBestSeller',
          'details',
          'ingredients',
          'recommendedFor',
          'isRecommended',
        ];
        await api(shopUrl, `/api/products/${product!.id}`, {
          method: 'PUT',
          token: adminToken,
          body: JSON.stringify({
            ...Object.fromEntries(editable.filter((key) => key in before).map((key) => [key, before[key]])),
            price: before.price,
          }),
        });
      };
      const newPrice = Math.round((before.price + 11.5) * 100) / 100;
      await tabTo(page, adminNav.getByRole('link', { name: 'Products', exact: true }), {
        backwards: true,
        maxTabs: 60,
      });
      await page.keyboard.press('Enter');
      await waitForPath(page, '/admin/products');
      await tabTo(page, page.getByRole('searchbox', { name: 'Search products' }));
      await page.keyboard.type(product!.name);
      const productRow = page.getByRole('row').filter({ hasText: product!.name });
      await productRow.waitFor();
      await tabTo(page, productRow.getByRole('link', { name: `Edit ${product!.name}` }));
      await page.keyboard.press('Enter');
      await waitForPath(page, `/admin/products/edit/${product!.id}`);
      const price = field(page, 'Price (Rs)');
      await expect.poll(() => price.inputValue()).toBe(String(before.price));
      await tabTo(page, price);
      await retype(page, String(newPrice));
      expect(await focusedValue(page)).toBe(String(newPrice));
      await tabTo(page, { role: 'button', name: 'Update Product' });
      await page.keyboard.press('Enter');
      await expect
        .poll(async () => (await api<{ price: number }>(shopUrl, `/api/products/${product!.id}`)).price)
        .toBe(newPrice);
    });
  });
});
