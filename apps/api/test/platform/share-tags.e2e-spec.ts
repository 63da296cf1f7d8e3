import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';
import { testConfig } from '../support/test-config';

/** index.html as Vite builds it: the shop's title and description, the app's script. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Kukur Pasal: premium dog products and vaccination services in Nepal." />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Kukur Pasal — Dog Shop &amp; Vaccination</title>
    <script type="module" crossorigin src="/assets/index-1a2b3c.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const SHOP = 'https://kukurpasal.com.np';

/** The page's head tags by name or property, with their (unescaped) content, as a preview reads them. */
function tagsOf(html: string): Record<string, string[]> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags: Record<string, string[]> = {};
  const add = (key: string, value: string) => (tags[key] ??= []).push(decode(value));
  for (const match of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) {
    add(match[1]!, match[2]!);
  }
  for (const match of head.matchAll(/<link rel="canonical" href="([^"]*)" \/>/g)) add('canonical', match[1]!);
  for (const match of head.matchAll(/<title>([^<]*)<\/title>/g)) add('title', match[1]!);
  return tags;
}

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('share cards: the server writes each page’s title and Open Graph tags into index.html', () => {
  let api: TestApi;
  let lead: string;
  let rabies: string;
  let tricky: string;
  const longDescription =
    '<p>A <b>strong</b> rope lead,\n handmade in Pokhara from climbing rope.</p> ' +
    'It holds dogs of every size and does not fray in the monsoon. '.repeat(5);

  beforeAll(async () => {
    const web = mkdtempSync(join(tmpdir(), 'kukur-web-'));
    writeFileSync(join(web, 'index.html'), INDEX_HTML);
    // What the web build lists as each address's own scripts (apps/web/build/route-preloads.ts).
    mkdirSync(join(web, '.vite'));
    writeFileSync(
      join(web, '.vite', 'route-preloads.json'),
      JSON.stringify({
        '/': ['/assets/home-1.js', '/assets/tag-2.js'],
        '/products/:id': ['/assets/product-detail-3.js'],
        '/login': ['/assets/login-4.js', 'https://elsewhere.example/evil.js'],
      }),
    );
    api = await startTestApi(testConfig({ WEB_DIST_DIR: web, PUBLIC_URL: `${SHOP}/` }));
    await resetDatabase(api.orm);
    await seedProducts(api.app, [
      aProduct({
        slug: 'lead',
        name: 'Himalayan Rope Lead',
        description: longDescription,
        price: '1450.00',
        image: '/media/products/3f1e9c2a-large.webp',
      }),
      aProduct({
        slug: 'rabies',
        name: 'Rabies Vaccine',
        category: 'Core Vaccine',
        kind: 'vaccine',
        description: 'Protects against rabies.',
        price: '800.00',
        image: 'https://media.kukurpasal.com.np/products/rabies-large.webp',
      }),
      aProduct({
        slug: 'tricky',
        name: `Chew "Bone" <script>alert('x')</script> & Co`,
        description: `Tasty" /><script>alert(1)</script>`,
        price: '99.50',
      }),
    ]);
    [lead, rabies, tricky] = await Promise.all(
      ['lead', 'rabies', 'tricky'].map((slug) => productIdBySlug(api.orm, slug)),
    );
  }, 60_000);
  afterAll(() => api.close());

  it('gives a product page its name, summary, picture, price and address', async () => {
    const page = await request(api.http).get(`/products/${lead}`).set('Accept', 'text/html').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const tags = tagsOf(page.text);
    expect(tags['title']).toEqual(['Himalayan Rope Lead | Kukur Pasal']);
    expect(tags['og:title']).toEqual(['Himalayan Rope Lead | Kukur Pasal']);
    expect(tags['og:type']).toEqual(['product']);
    expect(tags['og:site_name']).toEqual(['Kukur Pasal']);
    const [description] = tags['description']!;
    expect(description).toMatch(/^A strong rope lead, handmade in Pokhara from climbing rope\. It holds/);
    expect(description).not.toMatch(/[<>]/);
    expect(description!.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/…$/);
    expect(tags['og:description']).toEqual([description]);
    expect(tags['og:image']).toEqual([`${SHOP}/media/products/3f1e9c2a-large.webp`]);
    expect(tags['og:url']).toEqual([`${SHOP}/products/${lead}`]);
    expect(tags['canonical']).toEqual([`${SHOP}/products/${lead}`]);
    expect(tags['product:price:amount']).toEqual(['1450.00']);
    expect(tags['product:price:currency']).toEqual(['NPR']);
    expect(tags['twitter:card']).toEqual(['summary_large_image']);
    // The build's own title and description gave way; the rest of the page is the build's.
    expect(page.text).not.toContain('premium dog products');
    expect(page.text).toContain('<script type="module" crossorigin src="/assets/index-1a2b3c.js"></script>');
    expect(page.text).toContain('<div id="root"></div>');
  });

  it('has the browser fetch the product photo from the HTML, both sizes, before any script runs', async () => {
    const page = await request(api.http).get(`/products/${lead}`).set('Accept', 'text/html').expect(200);
    const head = page.text.slice(0, page.text.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="image" href="/media/products/3f1e9c2a-large.webp" ' +
        'imagesrcset="/media/products/3f1e9c2a-small.webp 400w, /media/products/3f1e9c2a-large.webp 800w" ' +
        'imagesizes="(max-width: 900px) 100vw, 560px" fetchpriority="high" />',
    );
    const home = await request(api.http).get('/').set('Accept', 'text/html').expect(200);
    expect(home.text).not.toContain('rel="preload" as="image"');
  });

  it('announces the page’s own scripts, so the browser fetches them with the entry', async () => {
    const preloadsOf = async (path: string, status = 200) =>
      [
        ...(await request(api.http).get(path).set('Accept', 'text/html').expect(status)).text.matchAll(
          /<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g,
        ),
      ].map((match) => match[1]);
    expect(await preloadsOf('/')).toEqual(['/assets/home-1.js', '/assets/tag-2.js']);
    expect(await preloadsOf(`/products/${lead}`)).toEqual(['/assets/product-detail-3.js']);
    // Only the build's own asset files; no page of its own, no list.
    expect(await preloadsOf('/login')).toEqual(['/assets/login-4.js']);
    expect(await preloadsOf('/contact')).toEqual([]);
    expect(await preloadsOf('/products/no-such-product', 404)).toEqual([]);
  });

  it('gives a vaccine its page under /vaccination, also when reached by a product address', async () => {
    for (const path of [`/vaccination/${rabies}`, `/products/${rabies}`]) {
      const tags = tagsOf((await request(api.http).get(path).set('Accept', 'text/html').expect(200)).text);
      expect(tags['title']).toEqual(['Rabies Vaccine | Kukur Pasal']);
      expect(tags['canonical']).toEqual([`${SHOP}/vaccination/${rabies}`]);
      expect(tags['og:image']).toEqual(['https://media.kukurpasal.com.np/products/rabies-large.webp']);
      expect(tags['product:price:amount']).toEqual(['800.00']);
    }
  });

  it('escapes a name and description that carry markup and quotes, so they cannot leave their tag', async () => {
    const page = await request(api.http).get(`/products/${tricky}`).set('Accept', 'text/html').expect(200);
    expect(page.text).not.toContain('<script>alert');
    expect(page.text).not.toContain('"Bone"');
    const tags = tagsOf(page.text);
    expect(tags['title']).toEqual([`Chew "Bone" <script>alert('x')</script> & Co | Kukur Pasal`]);
    expect(tags['og:title']).toEqual(tags['title']);
    // The description's markup is dropped; what looks like text stays, escaped.
    expect(tags['description']).toEqual(['Tasty" /> alert(1)']);
    // No picture of its own: the shop's logo.
    expect(tags['og:image']).toEqual([`${SHOP}/share-logo.png`]);
    expect(tags['og:image:width']).toEqual(['512']);
  });

  it('answers 404 with the app for a product that does not exist or is hidden', async () => {
    for (const path of ['/products/0b8a3c52-6a43-4f6e-9a53-1f0f0b2b5f11', '/products/not-an-id']) {
      const page = await request(api.http).get(path).set('Accept', 'text/html').expect(404);
      expect(page.text).toContain('<div id="root"></div>');
      expect(tagsOf(page.text)['title']).toEqual(['Kukur Pasal — Dog Shop & Vaccination']);
      expect(tagsOf(page.text)['og:type']).toEqual(['website']);
    }
    await api.orm.em.getConnection().execute(`update product set is_active = false where slug = 'lead'`);
    try {
      await request(api.http).get(`/products/${lead}`).set('Accept', 'text/html').expect(404);
    } finally {
      await api.orm.em.getConnection().execute(`update product set is_active = true where slug = 'lead'`);
    }
  });

  it('keeps the shop’s own tags on the home page and on other pages', async () => {
    const home = tagsOf((await request(api.http).get('/').set('Accept', 'text/html').expect(200)).text);
    expect(home['title']).toEqual(['Kukur Pasal — Dog Shop & Vaccination']);
    expect(home['og:title']).toEqual(home['title']);
    expect(home['og:type']).toEqual(['website']);
    expect(home['description']![0]).toMatch(/^Dog food, toys and accessories/);
    expect(home['og:description']).toEqual(home['description']);
    expect(home['og:image']).toEqual([`${SHOP}/share-logo.png`]);
    expect(home['og:url']).toEqual([`${SHOP}/`]);
    expect(home['canonical']).toEqual([`${SHOP}/`]);
    expect(home['product:price:amount']).toBeUndefined();

    const products = tagsOf(
      (await request(api.http).get('/products').set('Accept', 'text/html').expect(200)).text,
    );
    expect(products['og:title']).toEqual(['Kukur Pasal — Dog Shop & Vaccination']);
    expect(products['canonical']).toBeUndefined();
  });

  it('lets a browser keep its copy of an unchanged page, and compresses it', async () => {
    const first = await request(api.http).get(`/products/${lead}`).set('Accept', 'text/html').expect(200);
    const etag = first.headers['etag'];
    expect(etag).toBeTruthy();
    await request(api.http)
      .get(`/products/${lead}`)
      .set('Accept', 'text/html')
      .set('If-None-Match', etag!)
      .expect(304);
    const other = await request(api.http).get(`/products/${rabies}`).set('Accept', 'text/html').expect(200);
    expect(other.headers['etag']).not.toBe(etag);
    const compressed = await request(api.http)
      .get(`/products/${lead}`)
      .set('Accept', 'text/html')
      .set('Accept-Encoding', 'br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.text).toBe(first.text);
  });
});
