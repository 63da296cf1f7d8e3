import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';
import { testConfig } from '../support/test-config';

describe('how the shop is delivered to browsers and crawlers', () => {
  let api: TestApi;
  const script = `export const greeting = ${JSON.stringify('namaste '.repeat(400))};\n`;

  beforeAll(async () => {
    const web = mkdtempSync(join(tmpdir(), 'kukur-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Kukur Pasal</title>');
    writeFileSync(join(web, 'assets', 'app-1a2b3c.js'), script);
    writeFileSync(join(web, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
    writeFileSync(join(web, 'assets', 'app-1a2b3c.js.gz'), gzipSync(script));
    api = await startTestApi(testConfig({ WEB_DIST_DIR: web, PUBLIC_URL: 'https://kukurpasal.com.np' }));
    await resetDatabase(api.orm);
    await seedProducts(api.app, [
      aProduct({ slug: 'lead', name: 'Himalayan Rope Lead' }),
      aProduct({ slug: 'rabies', name: 'Rabies Vaccine', category: 'Core Vaccine', kind: 'vaccine' }),
    ]);
  }, 60_000);
  afterAll(() => api.close());

  it('sends the build’s brotli copy of a script to a browser that takes brotli, gzip to one that takes gzip', async () => {
    // supertest decodes brotli and gzip: the text arriving intact proves the encoding is what the header says.
    const brotli = await request(api.http).get('/assets/app-1a2b3c.js').set('Accept-Encoding', 'gzip, br');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toMatch(/immutable/);
    expect(Number(brotli.headers['content-length'])).toBe(brotliCompressSync(script).length);
    expect(brotli.text).toBe(script);

    const gzip = await request(api.http).get('/assets/app-1a2b3c.js').set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(script);

    const plain = await request(api.http).get('/assets/app-1a2b3c.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
  });

  it('compresses API answers', async () => {
    const response = await request(api.http).get('/api/products').set('Accept-Encoding', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body).toHaveLength(2);
  });

  it('answers 304 to a browser that already has the current product list', async () => {
    const first = await request(api.http).get('/api/products').expect(200);
    const etag = first.headers['etag'];
    expect(etag).toBeTruthy();
    await request(api.http).get('/api/products').set('If-None-Match', etag!).expect(304);
    await api.orm.em.getConnection().execute(`update product set price = 999 where slug = 'lead'`);
    await request(api.http).get('/api/products').set('If-None-Match', etag!).expect(200);
  });

  it('tags a product’s answer by its content, and gives no tag or 304 to an answer that cannot be asked for again', async () => {
    const id = await productIdBySlug(api.orm, 'lead');
    const product = await request(api.http).get(`/api/products/${id}`).expect(200);
    const etag = product.headers['etag'];
    expect(etag).toMatch(/^W\/".+"$/);
    await request(api.http).get(`/api/products/${id}`).set('If-None-Match', `"x", ${etag}`).expect(304);
    await request(api.http).head(`/api/products/${id}`).set('If-None-Match', etag!).expect(304);
    await request(api.http).get(`/api/products/${id}`).set('If-None-Match', 'W/"another"').expect(200);

    const missing = await request(api.http)
      .get('/api/products/00000000-0000-4000-8000-000000000000')
      .expect(404);
    expect(missing.headers['etag']).toBeUndefined();
    const subscribed = await request(api.http)
      .post('/api/newsletter/subscribe')
      .set('If-None-Match', '*')
      .send({ email: 'etag.check@example.com' })
      .expect(201);
    expect(subscribed.headers['etag']).toBeUndefined();
  });

  it('answers 404 for a file that is not there, and the app for a page', async () => {
    await request(api.http).get('/logo.png').set('Accept', 'text/html').expect(404);
    await request(api.http).get('/assets/gone-123.js').set('Accept', 'text/html').expect(404);
    const page = await request(api.http).get('/contact').set('Accept', 'text/html').expect(200);
    expect(page.text).toContain('<title>Kukur Pasal — Dog Shop &amp; Vaccination</title>');
    // A product that is not there: still the app (it says so), as a 404 (share-tags.e2e-spec.ts).
    await request(api.http).get('/products/anything').set('Accept', 'text/html').expect(404);
  });

  it('has a robots.txt that keeps crawlers out of accounts and the back office, and names the sitemap', async () => {
    const robots = await request(api.http).get('/robots.txt').set('Accept', 'text/html,*/*').expect(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.text).toMatch(/^User-agent: \*$/m);
    expect(robots.text).toMatch(/^Disallow: \/admin$/m);
    expect(robots.text).toMatch(/^Disallow: \/checkout$/m);
    expect(robots.text).toMatch(/^Sitemap: https:\/\/kukurpasal\.com\.np\/sitemap\.xml$/m);
  });

  it('lists every visible product and vaccine page in the sitemap', async () => {
    const lead = await productIdBySlug(api.orm, 'lead');
    const rabies = await productIdBySlug(api.orm, 'rabies');
    const sitemap = await request(api.http).get('/sitemap.xml').expect(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    const locations = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toContain('https://kukurpasal.com.np/');
    expect(locations).toContain(`https://kukurpasal.com.np/products/${lead}`);
    expect(locations).toContain(`https://kukurpasal.com.np/vaccination/${rabies}`);
    expect(locations).not.toContain(`https://kukurpasal.com.np/products/${rabies}`);
  });
});
