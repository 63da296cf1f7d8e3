import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anAdmin, bearer, TestAccount } from '../support/accounts';
import { S3StandIn } from '../support/s3-stand-in';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';
import { testConfig } from '../support/test-config';

const MEDIA_PUBLIC_URL = 'https://media.kukurpasal.test/shop/';
const picture = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 194, g: 87, b: 12 } } })
    .png()
    .toBuffer();

describe('product images in an S3-compatible bucket (MEDIA_STORAGE=s3)', () => {
  let s3: S3StandIn;
  let api: TestApi;
  let admin: TestAccount;
  const upload = async () =>
    request(api.http)
      .post('/api/upload/product-image')
      .set(bearer(admin))
      .attach('image', await picture(), { filename: 'dog.png', contentType: 'image/png' });

  beforeAll(async () => {
    s3 = await S3StandIn.start('kukur-media');
    api = await startTestApi(
      testConfig({
        MEDIA_STORAGE: 's3',
        S3_BUCKET: 'kukur-media',
        S3_REGION: 'ap-south-1',
        S3_ENDPOINT: s3.url,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'kukur-test-key',
        S3_SECRET_ACCESS_KEY: 'kukur-test-secret',
        MEDIA_PUBLIC_URL,
      }),
    );
    await resetDatabase(api.orm);
    admin = await anAdmin(api);
  });
  afterAll(async () => {
    await api?.close();
    await s3?.stop();
  });

  it('puts both sizes into the bucket as WebP and answers their public URLs', async () => {
    const response = await upload();
    expect(response.status).toBe(201);
    const { imageUrl, thumbnailUrl } = response.body as { imageUrl: string; thumbnailUrl: string };
    expect(imageUrl).toMatch(
      /^https:\/\/media\.kukurpasal\.test\/shop\/products\/[0-9a-f-]{36}-large\.webp$/,
    );
    expect(thumbnailUrl).toMatch(
      /^https:\/\/media\.kukurpasal\.test\/shop\/products\/[0-9a-f-]{36}-small\.webp$/,
    );
    const large = s3.objects.get(imageUrl.slice(MEDIA_PUBLIC_URL.length));
    expect(large).toMatchObject({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
      signedBy: 'kukur-test-key',
    });
    expect(await sharp(large!.body).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
    const small = s3.objects.get(thumbnailUrl.slice(MEDIA_PUBLIC_URL.length));
    expect((await sharp(small!.body).metadata()).width).toBe(400);
    // Path-style addressing on the configured endpoint; nothing went to the local media folder.
    expect(s3.requests).toContain(`PUT /kukur-media/${imageUrl.slice(MEDIA_PUBLIC_URL.length)}`);
    expect(readdirSync(api.config.MEDIA_DIR)).toEqual([]);
  });

  it('a product made with the uploaded image shows it from MEDIA_PUBLIC_URL', async () => {
    const { imageUrl } = (await upload()).body as { imageUrl: string };
    const created = await request(api.http)
      .post('/api/products')
      .set(bearer(admin))
      .send({
        name: 'Himalayan Yak Chew Large',
        description: 'A long-lasting natural chew made from yak milk.',
        category: 'Toys',
        price: 650,
        stock: 25,
        image: imageUrl,
      })
      .expect(201);
    const product = await request(api.http).get(`/api/products/${created.body._id}`).expect(200);
    expect(product.body.image).toBe(imageUrl);
    expect(product.body.image.startsWith(MEDIA_PUBLIC_URL)).toBe(true);
  });

  it('lets the page load images from MEDIA_PUBLIC_URL (CSP img-src)', async () => {
    const page = await request(api.http).get('/api/health');
    expect(page.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/media\.kukurpasal\.test/);
  });

  it('answers 503 with Retry-After when the bucket cannot be reached, and stores nothing', async () => {
    const before = s3.objects.size;
    await s3.stop();
    const response = await upload();
    expect(response.status).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(s3.objects.size).toBe(before);
  }, 30_000);
});
