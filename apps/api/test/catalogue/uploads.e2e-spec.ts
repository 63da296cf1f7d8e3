import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anAdmin, bearer, clearRateLimits, signUp, TestAccount } from '../support/accounts';
import { startTestApi, TestApi } from '../support/test-api';

const picture = (format: 'png' | 'jpeg' | 'gif' | 'webp', width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 194, g: 87, b: 12 } } })
    .toFormat(format)
    .toBuffer();

describe('product image upload: POST /api/upload/product-image', () => {
  let api: TestApi;
  let admin: TestAccount;
  let customer: TestAccount;
  const upload = (data: Buffer, filename = 'dog.png', contentType = 'image/png', account = admin) =>
    request(api.http)
      .post('/api/upload/product-image')
      .set(bearer(account))
      .attach('image', data, { filename, contentType });

  beforeAll(async () => {
    api = await startTestApi();
    admin = await anAdmin(api);
    customer = await signUp(api);
  });
  beforeEach(() => clearRateLimits(api));
  afterAll(() => api.close());

  it.each(['png', 'jpeg', 'gif', 'webp'] as const)(
    'stores a %s under a server-chosen name, resized to WebP, and serves it',
    async (format) => {
      const response = await upload(await picture(format), `my holiday/../../${format}.${format}`).expect(
        201,
      );
      expect(response.body.imageUrl).toMatch(/^\/media\/products\/[0-9a-f-]{36}-large\.webp$/);
      expect(response.body.thumbnailUrl).toMatch(/^\/media\/products\/[0-9a-f-]{36}-small\.webp$/);
      const served = await request(api.http).get(response.body.imageUrl).buffer(true).expect(200);
      const large = await sharp(served.body as Buffer).metadata();
      expect(large).toMatchObject({ format: 'webp', width: 800, height: 600 });
      const small = await sharp(
        (await request(api.http).get(response.body.thumbnailUrl).buffer(true)).body as Buffer,
      ).metadata();
      expect(small.width).toBe(400);
    },
  );

  it('does not enlarge a small picture', async () => {
    const response = await upload(await picture('png', 300, 200)).expect(201);
    const served = await request(api.http).get(response.body.imageUrl).buffer(true).expect(200);
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it('judges the bytes, not the name or the declared type', async () => {
    const response = await upload(
      Buffer.from('<?php system($_GET["c"]); ?>'),
      'shell.png',
      'image/png',
    ).expect(415);
    expect(response.body).toMatchObject({
      code: 'CATALOGUE.IMAGE_UNSUPPORTED',
      message: 'The file is not a JPG, PNG, GIF or WebP image',
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await upload(svg, 'logo.svg', 'image/svg+xml').expect(415);
    const truncated = (await picture('png')).subarray(0, 200);
    await upload(truncated).expect(415);
  });

  it('refuses a picture that would decode to an enormous number of pixels', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await upload(bomb).expect(415);
  });

  it('accepts 5 MB and refuses 5 MB + 1 byte with 413', async () => {
    const limit = 5 * 1024 * 1024;
    const png = await picture('png', 64, 64);
    // Trailing bytes after the PNG's end are ignored by decoders: a valid image of exactly the size wanted.
    const padded = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);
    await upload(padded(limit)).expect(201);
    const response = await upload(padded(limit + 1)).expect(413);
    expect(response.body).toMatchObject({
      code: 'CATALOGUE.IMAGE_TOO_LARGE',
      message: 'The image is larger than 5 MB',
    });
  });

  it('refuses an empty file and a request without the image field', async () => {
    const empty = await upload(Buffer.alloc(0)).expect(400);
    expect(empty.body.message).toBe('Please choose an image file');
    await request(api.http)
      .post('/api/upload/product-image')
      .set(bearer(admin))
      .field('name', 'x')
      .expect(400);
  });

  it('is for admins only, checked before the upload is read', async () => {
    const png = await picture('png');
    await request(api.http).post('/api/upload/product-image').attach('image', png, 'dog.png').expect(401);
    await upload(png, 'dog.png', 'image/png', customer).expect(403);
  });
});
