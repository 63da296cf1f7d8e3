import { DEMO_ADMIN } from '@kukur/dev-stack';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { logIn, siteHeader, waitForPath } from './account-pages';
import { apiLogin, createCustomer, uniqueEmail } from './accounts-api';
import { openPagePerTest } from './browser';
import { twoDemoProductsInStock } from './shop';
import { anAntiRabiesVaccine, openDay, pickDate } from './vaccination-booking';

const SCREENSHOTS = resolve(__dirname, '../../../tmp/screenshots');
const PHONE = { width: 390, height: 844 };

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: resolve(SCREENSHOTS, `nepali-${name}-390.png`), fullPage: true });
}

/**
 * The visible elements under `selector` whose content is wider than their box (scrollWidth > clientWidth), or
 * that reach past the viewport's right edge: what longer Nepali words would break. Empty when all fit. A text
 * ended with an ellipsis by design, and a map's tiles, are not counted.
 */
async function overflowing(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((root) => {
    const viewport = document.documentElement.clientWidth;
    return (
      Array.from(document.querySelectorAll<HTMLElement>(`${root}, ${root} *`))
        .filter((element) => element.getClientRects().length > 0)
        // Text kept for screen readers only (1 px, clipped: .visually-hidden, the phone's cart label).
        .filter((element) => element.clientWidth > 1)
        // Cut short on purpose with an ellipsis (a select's chosen value): the rest is a tap away.
        .filter((element) => getComputedStyle(element).textOverflow !== 'ellipsis')
        // A map's tiles and pins lie beyond its frame by design (it clips them).
        .filter((element) => !element.closest('.leaflet-container'))
        .filter(
          (element) =>
            element.scrollWidth > element.clientWidth + 1 ||
            element.getBoundingClientRect().right > viewport + 1,
        )
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`,
        )
    );
  }, selector);
}

async function expectNoOverflow(page: Page, selector: string): Promise<void> {
  expect(await page.locator(selector).count()).toBeGreaterThan(0);
  expect(await overflowing(page, selector), `overflow in ${selector}`).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

describe('a customer who reads Nepali, on a phone', () => {
  let page: Page;
  const shopUrl = inject('shopUrl');
  const mailUrl = inject('mailUrl');

  openPagePerTest((opened) => (page = opened), { viewport: PHONE, timeoutMs: 15_000 });

  it('switches to नेपाली in the header, browses to a product, adds it to the cart and checks out with cash on delivery', async () => {
    const customer = { name: 'Nepali Kamala', email: uniqueEmail('nepali'), password: 'Kamala-pass1' };
    await createCustomer(shopUrl, mailUrl, customer);
    const [product] = await twoDemoProductsInStock(shopUrl);
    await logIn(page, shopUrl, customer, '/');
    // A fresh load: the login's welcome toast would cover the phone menu's top.
    await page.reload();

    // The switch is in the header's phone menu.
    await siteHeader(page).getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'नेपाली' }).click();
    await page.getByRole('dialog', { name: 'मेनु' }).getByRole('navigation', { name: 'मोबाइल' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ne');
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'kp_lang')).toMatchObject({
      value: 'ne',
      path: '/',
      sameSite: 'Lax',
    });
    await page.getByRole('dialog', { name: 'मेनु' }).getByRole('link', { name: 'सामानहरू' }).click();

    // The listing in Nepali (the language is remembered: a reload comes server-rendered in Nepali).
    await waitForPath(page, '/products');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'हाम्रो पाल्तु जनावरका सामानको संग्रह' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ne');
    await page.getByTestId('product-card').first().waitFor();
    await screenshot(page, 'products');
    await expectNoOverflow(page, '.site-header');
    await expectNoOverflow(page, '[data-testid="product-card"]');
    // The wide header (navigation, search, the switch, Login/Profile, cart) with the longer Nepali words.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('navigation', { name: 'मुख्य' }).waitFor();
    await page.screenshot({ path: resolve(SCREENSHOTS, 'nepali-header-1366.png') });
    expect(await overflowing(page, '.site-header')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    await page.setViewportSize(PHONE);

    // The product's page; into the cart.
    await page.goto(`${shopUrl}/products/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByRole('button', { name: 'कार्टमा राख्नुहोस्', exact: true }).click();
    await page.getByText(`"${product.name}" तपाईंको कार्टमा थपियो।`).first().waitFor();
    await screenshot(page, 'product');
    await siteHeader(page).getByRole('link', { name: 'कार्ट (१ वटा सामान)' }).click();

    // The cart, then the three checkout steps.
    await waitForPath(page, '/cart');
    await page.getByRole('heading', { level: 1, name: 'किनमेल कार्ट' }).waitFor();
    const cartSummary = page.getByRole('region', { name: 'अर्डरको सारांश' });
    await cartSummary.getByText('उप-जम्मा (१ वटा सामान)').waitFor();
    expect(await cartSummary.locator('.cart-summary__row--total dd').innerText()).toMatch(
      /^रु [०-९,]+\.[०-९]{2}$/,
    );
    await screenshot(page, 'cart');
    await cartSummary.getByRole('button', { name: 'चेकआउटमा जानुहोस्' }).click();

    await waitForPath(page, '/checkout');
    await page.getByRole('heading', { level: 2, name: 'चरण १/३: सम्पर्क जानकारी' }).waitFor();
    await page.getByRole('button', { name: 'अर्को' }).click();
    await page.getByRole('alert').filter({ hasText: 'कृपया सबै आवश्यक सम्पर्क जानकारी भर्नुहोस्।' }).waitFor();
    await page.getByLabel('फोन नम्बर').fill('9812345678');
    await screenshot(page, 'checkout-contact');
    await expectNoOverflow(page, '.summary-page');
    await page.getByRole('button', { name: 'अर्को' }).click();

    await page.getByRole('heading', { level: 2, name: 'चरण २/३: डेलिभरी ठेगाना' }).waitFor();
    const lalitpur = page.getByRole('radio', { name: 'ललितपुर' });
    await page.locator('label', { has: lalitpur }).click();
    await page.getByLabel('टोल / क्षेत्र').fill('झम्सिखेल');
    await screenshot(page, 'checkout-address');
    await expectNoOverflow(page, '.summary-page');
    await page.getByRole('button', { name: 'अर्को' }).click();

    await page.getByRole('heading', { level: 2, name: 'चरण ३/३: आफ्नो अर्डर जाँच्नुहोस्' }).waitFor();
    await page.getByText('झम्सिखेल').first().waitFor();
    await screenshot(page, 'checkout-review');
    await expectNoOverflow(page, '.summary-page');
    await page.getByRole('button', { name: 'अर्डर गर्नुहोस्' }).click();

    // Payment: cash on delivery.
    await waitForPath(page, '/payment');
    await page.getByRole('heading', { level: 1, name: 'भुक्तानी' }).waitFor();
    await page.getByRole('radio', { name: 'डेलिभरीमा नगद भुक्तानी' }).check();
    await page.getByRole('button', { name: 'डेलिभरीमा नगद भुक्तानी पक्का गर्नुहोस्' }).click();
    await waitForPath(page, '/payment-success');
    await page.getByRole('heading', { level: 1, name: 'अर्डर पक्का भयो!' }).waitFor();
    await page.getByText('अनुमानित डेलिभरी: २४–४८ घण्टा').waitFor();
    await screenshot(page, 'payment-success');
    await siteHeader(page).getByRole('link', { name: 'कार्ट (० वटा सामान)' }).waitFor();
  });

  it('books a vaccination in Nepali: the wizard on a phone, the BS date of the chosen day and of the confirmation', async () => {
    const customer = {
      name: 'Nepali Bishnu',
      email: uniqueEmail('nepali-booking'),
      password: 'Bishnu-pass1',
    };
    await createCustomer(shopUrl, mailUrl, customer);
    const vaccine = await anAntiRabiesVaccine(shopUrl);
    await logIn(page, shopUrl, customer, '/');
    // The reader chose Nepali before (the first journey switches it in the header).
    await page.context().addCookies([{ name: 'kp_lang', value: 'ne', url: shopUrl }]);

    await page.goto(`${shopUrl}/vaccination/${vaccine.id}`);
    await page.getByRole('heading', { level: 1, name: vaccine.name }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ne');
    await page.getByRole('button', { name: 'खोप बुक गर्नुहोस्' }).click();

    const wizard = page.getByRole('dialog', { name: `${vaccine.name} बुक गर्नुहोस्` });
    await wizard.getByRole('heading', { name: 'चरण १/३: मिति र समय' }).waitFor();
    // A day and time no other journey books (a time has few places; the English journeys take day 2 at 10:00).
    await pickDate(page, 'अपोइन्टमेन्ट मिति', openDay(5), null);
    const chosenDay = wizard.getByText(/^छानिएको दिन: /);
    expect(await chosenDay.innerText()).toMatch(/वि\.सं\. २०८[२-४] \S+ [०-९]{1,2}/);
    await wizard.locator('label', { hasText: '१५:००' }).click();
    await screenshot(page, 'booking-date');
    await expectNoOverflow(page, '[role="dialog"]');
    await wizard.getByRole('button', { name: 'अर्को' }).click();

    await wizard.getByRole('heading', { name: 'चरण २/३: धनीको जानकारी' }).waitFor();
    await wizard.getByLabel('फोन नम्बर').fill('9841234567');
    await wizard.getByLabel('सहर').fill('काठमाडौं');
    await wizard.getByLabel('ठेगाना').fill('ठमेल, ड्रिम्स गार्डन नजिक');
    await screenshot(page, 'booking-owner');
    await expectNoOverflow(page, '[role="dialog"]');
    await wizard.getByRole('button', { name: 'अर्को' }).click();

    await wizard.getByRole('heading', { name: 'चरण ३/३: कुकुरको जानकारी' }).waitFor();
    await wizard.getByLabel('कुकुरको नाम').fill('भोटे');
    await wizard.getByLabel('कुकुरको जात').fill('तिब्बती मास्टिफ');
    await wizard.locator('label', { hasText: 'चञ्चल' }).click();
    await screenshot(page, 'booking-dog');
    await expectNoOverflow(page, '[role="dialog"]');
    await wizard.getByRole('button', { name: 'बुकिङ पक्का गर्नुहोस्' }).click();

    // The confirmation: the request is sent, on its AD date with the BS date beside it.
    await page.waitForURL(/\/BookingConfirm\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'अपोइन्टमेन्ट अनुरोध पठाइयो' }).waitFor();
    await page.getByText('वि.सं. मिति').first().waitFor();
    await page.getByText('भोटे').first().waitFor();
    await screenshot(page, 'booking-confirmation');
    await expectNoOverflow(page, 'main');
  });
});

describe('the admin area with Nepali data', () => {
  let page: Page;
  const shopUrl = inject('shopUrl');
  const mailUrl = inject('mailUrl');

  openPagePerTest((opened) => (page = opened), { viewport: { width: 1366, height: 900 }, timeoutMs: 15_000 });

  it('lists and opens an order whose name, address and notes are in Devanagari, without breaking the layout', async () => {
    const customer = { name: 'कमला श्रेष्ठ', email: uniqueEmail('nepali-admin'), password: 'Kamala-pass1' };
    await createCustomer(shopUrl, mailUrl, customer);
    const token = await apiLogin(shopUrl, customer);
    const [product] = await twoDemoProductsInStock(shopUrl);
    const response = await fetch(new URL('/api/orders', shopUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        customer: {
          name: customer.name,
          phoneNumber: '9812345678',
          city: 'Lalitpur',
          colony: 'झम्सिखेल, पुल्चोक इन्जिनियरिङ कलेज नजिकैको गल्ली',
          orderNotes: 'बेलुका ५ बजेपछि मात्र ल्याइदिनुहोला, ढोकामा घण्टी बजाउनुहोस्।',
        },
        products: [{ productId: product.id, quantity: 1 }],
      }),
    });
    expect(response.status).toBe(201);
    const order = (await response.json()) as { id: string };
    const shortId = order.id.slice(0, 8);

    await logIn(page, shopUrl, DEMO_ADMIN, '/admin');
    await page.goto(`${shopUrl}/admin/orders`);
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(customer.email);
    const row = page.locator('.admin-list__table').getByRole('row').filter({ hasText: shortId });
    await row.waitFor();
    expect(await row.innerText()).toContain(customer.name);
    await row.getByRole('button', { name: `Show details of order ${shortId}` }).click();
    const details = page.getByRole('region', { name: `Details of order ${shortId}` });
    await details.getByText('झम्सिखेल, पुल्चोक इन्जिनियरिङ कलेज नजिकैको गल्ली').waitFor();
    await details.getByText('बेलुका ५ बजेपछि मात्र ल्याइदिनुहोला, ढोकामा घण्टी बजाउनुहोस्।').waitFor();
    await page.screenshot({ path: resolve(SCREENSHOTS, 'nepali-data-admin-order-1366.png'), fullPage: true });
    expect(await overflowing(page, `[aria-label="Details of order ${shortId}"]`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
  });
});
