import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';
import { testConfig } from '../support/test-config';

/** The web app as `nx run-many -t build` leaves it, with its server renderer. */
const WEB_BUILD = resolve(__dirname, '../../../web/dist');
const SERVER_RENDERER = join(WEB_BUILD, '.vite', 'ssr', 'entry-server.mjs');

/** The JSON state a server-rendered page carries for the browser's hydration, parsed; null when it has none. */
function renderDataOf(
  html: string,
): { queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } } | null {
  const match = /<script type="application\/json" id="server-render-data">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

/** The markup the server rendered into the app's root. */
function appRootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  return html.slice(start, html.indexOf('<script type="application/json"', start));
}

const htmlGet = (api: TestApi, path: string) => request(api.http).get(path).set('Accept', 'text/html');

describe('server-rendered catalogue pages (the real web build)', () => {
  let api: TestApi;
  let lead: string;
  let tricky: string;

  beforeAll(async () => {
    if (!existsSync(SERVER_RENDERER)) {
      throw new Error(
        `No web build with a server renderer at ${WEB_BUILD}: run npx nx run-many -t build first`,
      );
    }
    api = await startTestApi(testConfig({ WEB_DIST_DIR: WEB_BUILD }));
    await resetDatabase(api.orm);
    await seedProducts(api.app, [
      aProduct({ slug: 'lead', name: 'Himalayan Rope Lead', category: 'Belts', price: '1450.00' }),
      aProduct({ slug: 'ball', name: 'Yak Cheese Chew Ball', category: 'Toys', price: '320.00' }),
      aProduct({
        slug: 'tricky',
        name: `Chew <script>alert('x')</script> Bone`,
        description: `Tasty</script><script>alert(1)</script>`,
        category: 'Toys',
        price: '99.50',
      }),
      aProduct({ slug: 'rabies', name: 'Rabies Vaccine', category: 'Core Vaccine', kind: 'vaccine' }),
    ]);
    [lead, tricky] = await Promise.all(['lead', 'tricky'].map((slug) => productIdBySlug(api.orm, slug)));
    // The first page waits for the renderer's module to load (seconds under the test runner): not in a test.
    await htmlGet(api, '/cart');
    await htmlGet(api, '/').expect(200);
  }, 60_000);
  afterAll(() => api.close());

  it('sends a product page with its name and price in the markup and the API’s own answer to hydrate from', async () => {
    const page = await htmlGet(api, `/products/${lead}`).expect(200);
    const root = appRootOf(page.text);
    expect(root).toContain('<h1');
    expect(root).toContain('Himalayan Rope Lead');
    expect(root).toContain('Rs 1,450.00');
    // The data is what GET /api/products/{id} answers, under the query the page reads.
    const product = (await request(api.http).get(`/api/products/${lead}`).expect(200)).body;
    const queries = renderDataOf(page.text)!.queries.queries;
    expect(queries).toContainEqual(
      expect.objectContaining({
        queryKey: ['catalogue', 'detail', lead],
        state: expect.objectContaining({ data: product }),
      }),
    );
    // The share tags stay the product's.
    expect(page.text).toContain('<title>Himalayan Rope Lead | Kukur Pasal</title>');
  });

  it('paints before its code: no script in the head, the files listed for after the first paint', async () => {
    const page = await htmlGet(api, `/products/${lead}`).expect(200);
    const head = page.text.slice(0, page.text.indexOf('</head>'));
    expect(head).not.toMatch(/<script|modulepreload/);
    const list = /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(page.text);
    const [entry, ...files] = JSON.parse(list![1]!) as string[];
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    // The build's shared code and the product page's own.
    expect(files).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/react-[\w-]+\.js$/)]));
    expect(files).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/assets\/product-detail-[\w-]+\.js$/)]),
    );
    // The one inline script is the loader, and the page's CSP lets exactly that text run.
    const inline = [...page.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' ${hash}`);
  });

  it('sends the home page with its featured products and their data', async () => {
    const page = await htmlGet(api, '/').expect(200);
    const root = appRootOf(page.text);
    expect(root).toContain('Himalayan Rope Lead');
    expect(root).toContain('Yak Cheese Chew Ball');
    expect(root).not.toContain('Rabies Vaccine');
    const [list] = renderDataOf(page.text)!.queries.queries;
    expect(list!.queryKey).toEqual(['catalogue', 'list', { kind: 'product' }]);
  });

  it('renders the listing’s filters from the address', async () => {
    const toys = await htmlGet(api, '/products?category=Toys').expect(200);
    expect(appRootOf(toys.text)).toContain('Yak Cheese Chew Ball');
    expect(appRootOf(toys.text)).not.toContain('Himalayan Rope Lead');
    const vaccines = await htmlGet(api, '/vaccination').expect(200);
    expect(appRootOf(vaccines.text)).toContain('Rabies Vaccine');
  });

  it('escapes a product name that holds a script, in the markup and in the data', async () => {
    const page = await htmlGet(api, `/products/${tricky}`).expect(200);
    expect(page.text).not.toContain("<script>alert('x')");
    expect(page.text).not.toContain('<script>alert(1)');
    expect(appRootOf(page.text)).toContain('Chew &lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; Bone');
    const product = renderDataOf(page.text)!.queries.queries.find((query) => query.queryKey[2] === tricky)!
      .state.data as { name: string };
    expect(product.name).toBe(`Chew <script>alert('x')</script> Bone`);
  });

  it('answers an unknown product with 404 and the plain shell', async () => {
    const page = await htmlGet(api, '/products/00000000-0000-4000-8000-000000000000').expect(404);
    expect(page.text).toContain('<div id="root"></div>');
    expect(renderDataOf(page.text)).toBeNull();
  });

  it('never serves the renderer itself', async () => {
    await request(api.http).get('/.vite/ssr/entry-server.mjs').expect(404);
  });

  it('renders /products in Nepali for the kp_lang=ne cookie, and in English without it', async () => {
    const nepali = await htmlGet(api, '/products').set('Cookie', 'kp_lang=ne').expect(200);
    expect(nepali.text).toContain('<html lang="ne">');
    const nepaliRoot = appRootOf(nepali.text);
    expect(nepaliRoot).toContain('Himalayan Rope Lead');
    // The header, its search and the footer from the Nepali catalogues.
    expect(nepaliRoot).toContain('सामानहरू');
    expect(nepaliRoot).toContain('सामान खोज्नुहोस्');
    expect(nepaliRoot).toContain('हाम्रो बारेमा');
    expect(nepaliRoot).not.toContain('>Products<');
    expect(nepali.headers.vary).toMatch(/Cookie/);

    // Rendered after the Nepali page: the render cache keeps one page per language.
    const english = await htmlGet(api, '/products').expect(200);
    expect(english.text).toContain('<html lang="en">');
    const englishRoot = appRootOf(english.text);
    expect(englishRoot).toContain('>Products<');
    expect(englishRoot).toContain('Search products...');
    expect(englishRoot).not.toContain('सामानहरू');
    // The switch names each language in itself, in either language.
    expect(englishRoot).toContain('>नेपाली</button>');
  });

  it('follows Accept-Language when there is no cookie, and the cookie before it', async () => {
    const nepali = await htmlGet(api, '/products').set('Accept-Language', 'ne-NP,ne;q=0.9,en;q=0.8');
    expect(nepali.text).toContain('<html lang="ne">');
    expect(appRootOf(nepali.text)).toContain('सामानहरू');
    const chosen = await htmlGet(api, '/products')
      .set('Accept-Language', 'ne-NP,ne;q=0.9')
      .set('Cookie', 'kp_lang=en');
    expect(chosen.text).toContain('<html lang="en">');
    expect(appRootOf(chosen.text)).toContain('>Products<');
  });

  it('gives a page the browser renders the reader’s <html lang> too', async () => {
    const page = await htmlGet(api, '/cart').set('Cookie', 'kp_lang=ne').expect(200);
    expect(page.text).toContain('<html lang="ne">');
    expect(page.text).toContain('<div id="root"></div>');
  });

  it('sends the login page with its form, which cannot submit before the app runs it', async () => {
    const page = await htmlGet(api, '/login?google=failed').expect(200);
    const root = appRootOf(page.text);
    expect(root).toContain('<h1');
    expect(root).toMatch(/type="email"/);
    expect(root).toMatch(/autoComplete="current-password"|autocomplete="current-password"/);
    // Google's way back (?google=failed) is read on the server too.
    expect(root).toContain('Google sign-in was unsuccessful. Please try again later.');
    // Never the browser's own GET with the password in the address: a POST form whose button is disabled
    // (which also stops Enter) until the app has taken the page over.
    const form = /<form class="auth-form"[^>]*>/.exec(root)![0];
    expect(form).toContain('method="post"');
    expect(root).toMatch(/<button type="submit"[^>]*\sdisabled=""/);
    expect(renderDataOf(page.text)).not.toBeNull();
  });

  it('leaves every other page to the browser', async () => {
    for (const path of ['/cart', '/signup', '/aboutus']) {
      const page = await htmlGet(api, path).expect(200);
      expect(page.text).toContain('<div id="root"></div>');
      expect(renderDataOf(page.text)).toBeNull();
    }
  });
});

describe('a server render that fails or hangs', () => {
  let api: TestApi;
  const warnings = vi.spyOn(Logger.prototype, 'warn');

  /** A web build whose server renderer throws for /products and never finishes for /vaccination. */
  function brokenBuild(): string {
    const web = mkdtempSync(join(tmpdir(), 'kukur-web-'));
    writeFileSync(
      join(web, 'index.html'),
      '<!doctype html><html><head><title>Kukur Pasal</title></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(join(web, '.vite', 'ssr'), { recursive: true });
    writeFileSync(
      join(web, '.vite', 'ssr', 'entry-server.mjs'),
      `export async function render(url) {
        if (new URL(url).pathname === '/vaccination') return new Promise(() => {});
        throw new Error('the renderer broke');
      }\n`,
    );
    return web;
  }

  beforeAll(async () => {
    api = await startTestApi(testConfig({ WEB_DIST_DIR: brokenBuild(), SERVER_RENDER_TIMEOUT_MS: '200' }));
  }, 60_000);
  afterAll(() => api.close());
  afterEach(() => warnings.mockClear());

  it('sends the plain shell and logs why when the render throws', async () => {
    const page = await htmlGet(api, '/products').expect(200);
    expect(page.text).toContain('<div id="root"></div>');
    expect(renderDataOf(page.text)).toBeNull();
    expect(warnings).toHaveBeenCalledWith(expect.stringMatching(/\/products: .*the renderer broke/));
  });

  it('sends the plain shell when the render takes too long', async () => {
    const started = Date.now();
    const page = await htmlGet(api, '/vaccination').expect(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(page.text).toContain('<div id="root"></div>');
    expect(warnings).toHaveBeenCalledWith(expect.stringMatching(/\/vaccination: .*longer than 200 ms/));
  });
});
