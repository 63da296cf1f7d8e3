import AxeBuilder from '@axe-core/playwright';
import { DEMO_ADMIN } from '@kukur/dev-stack';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logIn } from './account-pages';
import { createCustomer, uniqueEmail } from './accounts-api';
import { launchChromium } from './browser';

interface ShopItem {
  id: string;
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
];

type Findings = Record<string, { rule: string; impact: string | null | undefined; where: string[] }[]>;

/** axe's WCAG 2.1 A and AA findings that hurt someone (serious or critical), per page, in one browser context. */
async function auditPages(context: BrowserContext, shop: string, paths: string[]): Promise<Findings> {
  const findings: Findings = {};
  for (const path of paths) {
    const page = await context.newPage();
    try {
      await page.goto(`${shop}${path}`);
      await page.locator('h1, h2').first().waitFor();
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          where: violation.nodes
            .slice(0, 3)
            .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
        }));
      if (serious.length > 0) findings[path] = serious;
    } finally {
      await page.close();
    }
  }
  return findings;
}

describe('accessibility (axe, WCAG 2.1 AA): no serious or critical finding on any page', () => {
  const shop = inject('shopUrl');
  const customer = { name: 'Sunita Gurung', email: uniqueEmail('axe'), password: 'Kukur#2026' };
  let browser: Browser;
  const visitorPages = [...VISITOR_PAGES];
  const adminPages = [...ADMIN_PAGES];
  // Made by the first customer test (waiting for the code e-mail needs a test's expect.poll).
  let customerMade: Promise<void> | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
    const items = (await (await fetch(new URL('/api/products', shop))).json()) as ShopItem[];
    const product = items.find((item) => item.kind === 'product' && item.stock > 0)!;
    const vaccine = items.find((item) => item.kind === 'vaccine')!;
    visitorPages.push(`/products/${product.id}`, `/vaccination/${vaccine.id}`);
    adminPages.push(`/admin/products/edit/${product.id}`);
  });
  afterAll(() => browser?.close());

  /** A context per role and screen; axe is injected as a script, which the shop's CSP (rightly) refuses. */
  async function contextFor(viewport: { width: number; height: number }): Promise<BrowserContext> {
    return browser.newContext({ viewport, bypassCSP: true });
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
        await (customerMade ??= createCustomer(shop, inject('mailUrl'), customer));
        await logIn(await context.newPage(), shop, customer, '/');
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
