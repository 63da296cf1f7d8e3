import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPagePerTest } from './browser';

interface ShopProduct {
  id: string;
  name: string;
  price: number;
  kind: 'product' | 'vaccine';
}

/** A head tag's content in the page as served, the way a link preview (no JavaScript) reads it. */
function served(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

async function headOf(page: Page, selector: string, attribute: string): Promise<string | null> {
  return page.locator(`head ${selector}`).getAttribute(attribute);
}

describe('share cards', () => {
  let page: Page;
  const shopUrl = inject('shopUrl');

  openPagePerTest((opened) => (page = opened), { timeoutMs: 15_000 });

  it('serves a product page with its own tags in the built index.html, and keeps them while browsing', async () => {
    const products = (await (await fetch(new URL('/api/products', shopUrl))).json()) as ShopProduct[];
    const [first, second] = products.filter((product) => product.kind === 'product');
    expect(second).toBeDefined();

    // What Facebook, Viber or WhatsApp read: no script runs.
    const response = await fetch(new URL(`/products/${first!.id}`, shopUrl), {
      headers: { Accept: 'text/html' },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    // The built index.html, with the page server-rendered into the app's root.
    expect(html).not.toContain('<div id="root"></div>');
    expect(html).toContain('<div class="app-shell">');
    expect(served(html, 'property', 'og:title')).toBe(`${first!.name} | Kukur Pasal`);
    expect(served(html, 'property', 'og:type')).toBe('product');
    expect(served(html, 'property', 'og:url')).toMatch(new RegExp(`^https?://[^/]+/products/${first!.id}$`));
    expect(served(html, 'property', 'og:image')).toMatch(/^https?:\/\//);
    expect(served(html, 'property', 'product:price:amount')).toBe(first!.price.toFixed(2));
    expect(served(html, 'name', 'twitter:card')).toBe('summary_large_image');
    // One title in the head (the page's own SVGs, the footer's QR code, carry theirs in the body).
    expect(html.slice(0, html.indexOf('</head>')).match(/<title>/g)).toHaveLength(1);

    const missing = await fetch(new URL('/products/0b8a3c52-6a43-4f6e-9a53-1f0f0b2b5f11', shopUrl), {
      headers: { Accept: 'text/html' },
    });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root"></div>');

    // In the browser the app takes over and moves the same tags along with the customer.
    await page.goto(`${shopUrl}/products/${first!.id}`);
    await page.getByRole('heading', { level: 1, name: first!.name }).waitFor();
    expect(await headOf(page, 'meta[property="og:title"]', 'content')).toBe(`${first!.name} | Kukur Pasal`);
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/products/${second!.id}`);
    await page.getByRole('heading', { level: 1, name: second!.name }).waitFor();
    await expect
      .poll(() => headOf(page, 'meta[property="og:title"]', 'content'))
      .toBe(`${second!.name} | Kukur Pasal`);
    expect(new URL((await headOf(page, 'link[rel="canonical"]', 'href'))!).pathname).toBe(
      `/products/${second!.id}`,
    );
    expect(await page.locator('head link[rel="canonical"]').count()).toBe(1);
    expect(await page.title()).toBe(`${second!.name} | Kukur Pasal`);
  });
});
