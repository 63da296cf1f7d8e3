import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aProduct, productIdBySlug, seedProducts } from './support/products';
import { resetDatabase, startTestApi, TestApi } from './support/test-api';

describe('catalogue: GET /api/products and /api/products/{id}', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());
  beforeEach(() => resetDatabase(api.orm));

  it('lists products with exact money, newest first', async () => {
    await seedProducts(api.app, [
      aProduct({ slug: 'kibble', name: 'Kibble', price: '1450.50', oldPrice: '1650.00', category: 'Food' }),
      aProduct({ slug: 'rope', name: 'Rope Toy', price: '350.00', category: 'Toys' }),
    ]);
    const response = await request(api.http).get('/api/products').expect(200);
    expect(response.body).toHaveLength(2);
    const kibble = response.body.find((product: { name: string }) => product.name === 'Kibble');
    expect(kibble).toMatchObject({
      price: 1450.5,
      oldPrice: 1650,
      discount: 12,
      category: 'Food',
      kind: 'product',
    });
    expect(kibble._id).toBe(kibble.id);
  });

  it('filters by category and caps with _limit, as the similar-products call does', async () => {
    await seedProducts(api.app, [
      aProduct({ category: 'Toys' }),
      aProduct({ category: 'Toys' }),
      aProduct({ category: 'Toys' }),
      aProduct({ category: 'Food' }),
    ]);
    const toys = await request(api.http).get('/api/products').query({ category: 'Toys' }).expect(200);
    expect(toys.body).toHaveLength(3);
    expect(toys.body.every((product: { category: string }) => product.category === 'Toys')).toBe(true);
    const two = await request(api.http)
      .get('/api/products')
      .query({ category: 'Toys', _limit: 2 })
      .expect(200);
    expect(two.body).toHaveLength(2);
    const none = await request(api.http).get('/api/products').query({ category: 'Unicorns' }).expect(200);
    expect(none.body).toEqual([]);
  });

  it('filters by kind: dog products or vaccines', async () => {
    await seedProducts(api.app, [
      aProduct({ slug: 'food' }),
      aProduct({ slug: 'rabies', kind: 'vaccine', category: 'Core Vaccine' }),
    ]);
    const vaccines = await request(api.http).get('/api/products').query({ kind: 'vaccine' }).expect(200);
    expect(vaccines.body.map((product: { kind: string }) => product.kind)).toEqual(['vaccine']);
    const products = await request(api.http).get('/api/products').query({ kind: 'product' }).expect(200);
    expect(products.body.map((product: { kind: string }) => product.kind)).toEqual(['product']);
    const bad = await request(api.http).get('/api/products').query({ kind: 'cat' }).expect(400);
    expect(bad.body.message).toBe('kind must be one of: product, vaccine');
  });

  it('refuses a malformed _limit with a 400 naming the field', async () => {
    const response = await request(api.http).get('/api/products').query({ _limit: 'lots' }).expect(400);
    expect(response.body).toMatchObject({
      statusCode: 400,
      code: 'COMMON.VALIDATION_FAILED',
      fields: ['_limit'],
    });
  });

  it('hides inactive products', async () => {
    await seedProducts(api.app, [aProduct({ slug: 'visible' }), aProduct({ slug: 'hidden' })]);
    await api.orm.em.getConnection().execute("update product set is_active = false where slug = 'hidden'");
    const response = await request(api.http).get('/api/products').expect(200);
    expect(response.body.map((product: { name: string }) => product.name)).toHaveLength(1);
    const hiddenId = await productIdBySlug(api.orm, 'hidden');
    await request(api.http).get(`/api/products/${hiddenId}`).expect(404);
  });

  it('returns one product by id', async () => {
    await seedProducts(api.app, [
      aProduct({
        slug: 'rabies',
        name: 'Rabies Vaccine',
        kind: 'vaccine',
        category: 'Core Vaccine',
        isCoreVaccine: true,
        schedule: 'Annual booster',
        petAge: '12 weeks and older',
      }),
    ]);
    const id = await productIdBySlug(api.orm, 'rabies');
    const response = await request(api.http).get(`/api/products/${id}`).expect(200);
    expect(response.body).toMatchObject({
      id,
      name: 'Rabies Vaccine',
      kind: 'vaccine',
      isCoreVaccine: true,
      schedule: 'Annual booster',
      petAge: '12 weeks and older',
      timing: null,
    });
  });

  it.each([
    ['an unknown id', '3f6b8a8e-1c1e-4c55-9a0e-6f1f3b0f0a11'],
    ['a malformed id', 'not-a-product'],
  ])('answers JSON 404 for %s', async (_label, id) => {
    const response = await request(api.http).get(`/api/products/${id}`).expect(404);
    expect(response.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Product not found',
      code: 'CATALOGUE.PRODUCT_NOT_FOUND',
    });
  });

  it('lets the database refuse negative stock', async () => {
    await seedProducts(api.app, [aProduct({ slug: 'few', stock: 1 })]);
    await expect(
      api.orm.em.getConnection().execute("update product set stock = stock - 2 where slug = 'few'"),
    ).rejects.toThrow(/product_stock_non_negative/);
  });

  it('loads the demo catalogue only into an empty shop', async () => {
    const { seedDemoData } = await import('../src/bootstrap/seed-demo-data');
    const first = await seedDemoData(api.app, api.config.MEDIA_DIR);
    expect(first).toBeGreaterThanOrEqual(48);
    expect(await seedDemoData(api.app, api.config.MEDIA_DIR)).toBe(0);
    const products = await request(api.http).get('/api/products').expect(200);
    expect(products.body).toHaveLength(first);
    const image = products.body[0].image as string;
    expect(image).toMatch(/^\/media\/products\/.+/);
    await request(api.http)
      .get(image)
      .expect(200)
      .expect('Content-Type', /svg|image/);
  });

  it('seeds reviews with the demo catalogue, so each product’s count and rating match its list', async () => {
    const { seedDemoData } = await import('../src/bootstrap/seed-demo-data');
    await seedDemoData(api.app, api.config.MEDIA_DIR);
    const products = (await request(api.http).get('/api/products').expect(200)).body as {
      id: string;
      rating: number;
      reviewCount: number;
    }[];
    for (const product of products.slice(0, 10)) {
      const reviews = (await request(api.http).get(`/api/products/${product.id}/comments`).expect(200))
        .body as {
        rating: number;
      }[];
      expect(reviews.length).toBe(product.reviewCount);
      const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
      expect(product.rating).toBeCloseTo(Math.round(average * 10) / 10, 5);
    }
  });
});
