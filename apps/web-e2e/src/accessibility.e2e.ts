import AxeBuilder from '@axe-core/playwright';
import { DEMO_ADMIN } from '@kukur/dev-stack';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logIn } from './account-pages';
import { apiLogin, createCustomer, uniqueEmail } from './accounts-api';
import { BROWSER_LOCALE, launchChromium } from './browser';
import { addToCartFromItsPage } from './shop';

interface ShopItem {
  id: string;
  name: string;
  price: number;
  kind: 'product' | 'vaccine';
  stock: number;
}

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

const VISITOR_PAGES = [
  '/',
  '/products',
  '/search?search=dog',
  '/vaccination',
  '/book-vaccination',
  '/aboutus',
  '/contact',
  '/cart',
  '/login',
  '/signup',
  '/forgot-password',
  '/no/such/page',
];
const CUSTOMER_PAGES = [
  '/profile',
  '/edit-profile',
  '/MyBookings',
  '/book-vaccination',
  '/cart',
  '/checkout',
  '/payment',
];
const ADMIN_PAGES = [
  '/admin',
  '/admin/products',
  '/admin/products/add',
  '/admin/orders',
  '/admin/bookings',
  '/admin/customers',
  '/admin/queues',
  '/admin/emails',
  '/admin/partners',
  '/admin/api-tokens',
  '/admin/webhooks',
];

type Findings = Record<string, { rule: string; impact?: string | null; where: string[] }[]>;

/**
 * `SCREENSHOTS=1`: a full-page screenshot of every audited page, phone and desktop, in tmp/screenshots, to
 * look at. Off by default: 66 full-page PNGs cost the run half a minute of CPU that nobody looks at.
 */
const SCREENSHOTS = process.env.SCREENSHOTS ? resolve(__dirname, '../../../tmp/screenshots') : undefined;

function screenshotName(path: string): string {
  return (
    path
      .replace(/^\//, '')
      .replace(/[^a-zA-Z0-9]+/g, '-')
      .slice(0, 60) || 'home'
  );
}

/**
 * Pages audited at once, in tabs of one context: while one waits (for its scripts after the first paint, for
 * the network to go quiet), another computes. One at a time, the file took 5.6 minutes; so, 4.4.
 */
const PAGES_AT_ONCE = 3;

/** axe's WCAG 2.1 A and AA findings that hurt someone (serious or critical), per page, in one browser context. */
async function auditPages(context: BrowserContext, shop: string, paths: string[]): Promise<Findings> {
  const findings: Findings = {};
  const waiting = [...paths];
  const auditNext = async (): Promise<void> => {
    for (let path = waiting.shift(); path !== undefined; path = waiting.shift()) {
      const serious = await auditPage(context, shop, path);
      if (serious.length > 0) findings[path] = serious;
    }
  };
  await Promise.all(Array.from({ length: PAGES_AT_ONCE }, auditNext));
  return findings;
}

/**
 * Waits until no finite CSS transition or animation is running (a spinner's endless one may). axe reads one
 * frame's colours: on a busy machine it once read /search's Apply button halfway through antd's easing from
 * disabled grey to enabled (the price bounds had just arrived) and reported a contrast of 1.65.
 */
async function stylesSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 10_000 },
  );
}

/** One page's serious findings (and, with SCREENSHOTS=1, a screenshot of it). */
async function auditPage(context: BrowserContext, shop: string, path: string): Promise<Findings[string]> {
  const page = await context.newPage();
  try {
    await page.goto(`${shop}${path}`);
    await page.locator('h1, h2').first().waitFor();
    await page.waitForLoadState('networkidle');
    await stylesSettled(page);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      // Only the violations are read: axe then stops listing every element that passed each rule.
      .options({ resultTypes: ['violations'] })
      .analyze();
    const serious: Findings[string] = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        where: violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
      }));
    // Nothing may be wider than the screen: a page that scrolls sideways hides its edges on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0)
      serious.push({ rule: 'horizontal-overflow', where: [`${overflow} px wider than the screen`] });
    if (SCREENSHOTS) {
      await page.screenshot({
        path: join(SCREENSHOTS, `${screenshotName(path)}-${page.viewportSize()?.width}.png`),
        fullPage: true,
      });
    }
    return serious;
  } finally {
    await page.close();
  }
}

describe('accessibility (axe, WCAG 2.1 AA) and phone layout: no serious or critical finding, nothing wider than the screen', () => {
  const shop = inject('shopUrl');
  const customer = { name: 'Sunita Gurung', email: uniqueEmail('axe'), password: 'Kukur#2026' };
  let browser: Browser;
  const visitorPages = [...VISITOR_PAGES];
  const adminPages = [...ADMIN_PAGES];
  // Made by the first customer test (waiting for the code e-mail needs a test's expect.poll).
  let customerMade: Promise<void> | undefined;
  let product: ShopItem;

  /** The customer, with one order placed (so /payment and the order history have something to show). */
  async function makeCustomer(): Promise<void> {
    await createCustomer(shop, inject('mailUrl'), customer);
    const token = await apiLogin(shop, customer);
    const response = await fetch(new URL('/api/orders', shop), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        customer: { name: customer.name, phoneNumber: '9841234567', city: 'Lalitpur', colony: 'Jhamsikhel' },
        products: [{ productId: product.id, quantity: 1 }],
        userEmail: customer.email,
      }),
    });
    expect(response.status).toBe(201);
  }

  beforeAll(async () => {
    browser = await launchChromium();
    const items = (await (await fetch(new URL('/api/products', shop))).json()) as ShopItem[];
    product = items.find((item) => item.kind === 'product' && item.stock > 0)!;
    const vaccine = items.find((item) => item.kind === 'vaccine')!;
    visitorPages.push(`/products/${product.id}`, `/vaccination/${vaccine.id}`);
    adminPages.push(`/admin/products/edit/${product.id}`);
    // An endpoint, so the Webhooks page is audited with an endpoint's row of buttons, not only empty; switched
    // off, so no journey's events try to reach it.
    const created = await fetch(new URL('/api/admin/webhooks', shop), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await apiLogin(shop, DEMO_ADMIN)}`,
      },
      body: JSON.stringify({
        url: 'https://vet.example.com.np/hooks/kukur-pasal',
        description: 'Pashupati Vet Clinic bookings',
        eventTypes: ['booking.confirmed'],
        active: false,
      }),
    });
    expect(created.status).toBe(201);
  });
  afterAll(() => browser?.close());

  /** A context per role and screen; axe is injected as a script, which the shop's CSP (rightly) refuses. */
  async function contextFor(viewport: { width: number; height: number }): Promise<BrowserContext> {
    return browser.newContext({ viewport, bypassCSP: true, locale: BROWSER_LOCALE });
  }

  for (const viewport of VIEWPORTS) {
    it(`for a visitor (${viewport.name})`, async () => {
      const context = await contextFor(viewport);
      try {
        expect(await auditPages(context, shop, visitorPages)).toEqual({});
      } finally {
        await context.close();
      }
    }, 300_000);

    it(`for a customer (${viewport.name})`, async () => {
      const context = await contextFor(viewport);
      try {
        await (customerMade ??= makeCustomer());
        const start = await context.newPage();
        await logIn(start, shop, customer, '/');
        // Something in the cart, so the cart and checkout show their lines and forms.
        await addToCartFromItsPage(start, shop, product);
        expect(await auditPages(context, shop, CUSTOMER_PAGES)).toEqual({});
      } finally {
        await context.close();
      }
    }, 300_000);

    it(`for an admin (${viewport.name})`, async () => {
      const context = await contextFor(viewport);
      try {
        await logIn(await context.newPage(), shop, DEMO_ADMIN, '/admin');
        expect(await auditPages(context, shop, adminPages)).toEqual({});
      } finally {
        await context.close();
      }
    }, 300_000);
  }
});
