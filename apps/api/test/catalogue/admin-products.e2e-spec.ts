import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anAdmin, bearer, clearRateLimits, signUp, TestAccount } from '../support/accounts';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';

const aYakChew = {
  name: 'Himalayan Yak Chew Large',
  description: 'A long-lasting natural chew made from yak milk.',
  category: 'Toys',
  price: 650,
  oldPrice: 750,
  stock: 25,
  image: '/media/products/yak.webp',
  details: [' Weight: 120 g ', ''],
  ingredients: ['Yak milk', 'Salt'],
  recommendedFor: ['Heavy chewers'],
};

describe('admin products: POST, PUT and DELETE /api/products', () => {
  let api: TestApi;
  let admin: TestAccount;
  let customer: TestAccount;

  beforeAll(async () => {
    api = await startTestApi();
    await resetDatabase(api.orm);
    admin = await anAdmin(api);
    customer = await signUp(api);
  });
  beforeEach(() => clearRateLimits(api));
  afterAll(() => api.close());

  const create = (body: object, account: TestAccount = admin) =>
    request(api.http).post('/api/products').set(bearer(account)).send(body);

  it('answers 401 without a token and 403 to a customer, and writes nothing', async () => {
    await request(api.http).post('/api/products').send(aYakChew).expect(401);
    await create(aYakChew, customer).expect(403);
    await request(api.http).get('/api/products').expect(200, []);
  });

  it('adds a product: kind from the category, discount from the prices, lists cleaned', async () => {
    const response = await create(aYakChew).expect(201);
    expect(response.body).toMatchObject({
      name: 'Himalayan Yak Chew Large',
      kind: 'product',
      price: 650,
      oldPrice: 750,
      discount: 13,
      stock: 25,
      rating: null,
      reviewCount: 0,
      details: ['Weight: 120 g'],
    });
    const vaccine = await create({
      ...aYakChew,
      name: 'DHPPi',
      category: 'Core Vaccine',
      isCoreVaccine: true,
    }).expect(201);
    expect(vaccine.body).toMatchObject({ kind: 'vaccine', isCoreVaccine: true });
    const shown = await request(api.http).get(`/api/products/${response.body.id}`).expect(200);
    expect(shown.body.name).toBe('Himalayan Yak Chew Large');
  });

  it('lists every missing field in one answer, as the spec words it', async () => {
    const response = await create({ name: '  ', price: 650 }).expect(400);
    expect(response.body).toMatchObject({
      message: 'Missing required fields: name, description, category',
      missingFields: ['name', 'description', 'category'],
    });
  });

  it.each([
    [{ price: 0 }, 'Price must be a valid positive number'],
    [{ price: -5 }, 'Price must be a valid positive number'],
    [{ price: 10.123 }, 'Price must be a valid positive number'],
    [{ price: '650' }, 'Price must be a valid positive number'],
    [{ stock: -1 }, 'Stock must be a whole number of 0 or more'],
    [{ category: 'Unicorns' }, 'Category must be one of the shop’s categories'],
    [{ image: 'javascript:alert(1)' }, 'image must be an http(s) URL or an uploaded image'],
    [{ rating: 5 }, 'property rating should not exist'],
    [{ discount: 90 }, 'property discount should not exist'],
  ])('refuses %j', async (change, message) => {
    const response = await create({ ...aYakChew, ...change }).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('edits a product and keeps its stock and image when the form leaves them out', async () => {
    const { body: created } = await create(aYakChew).expect(201);
    const { stock: _stock, image: _image, ...withoutStockAndImage } = aYakChew;
    const edited = await request(api.http)
      .put(`/api/products/${created.id}`)
      .set(bearer(admin))
      .send({ ...withoutStockAndImage, price: 700, oldPrice: null, isNew: true })
      .expect(200);
    expect(edited.body).toMatchObject({
      price: 700,
      oldPrice: null,
      discount: null,
      isNew: true,
      stock: 25,
      image: '/media/products/yak.webp',
    });
    await request(api.http)
      .put(`/api/products/${created.id}`)
      .set(bearer(customer))
      .send(aYakChew)
      .expect(403);
    await request(api.http)
      .put('/api/products/00000000-0000-4000-8000-000000000000')
      .set(bearer(admin))
      .send(aYakChew)
      .expect(404);
  });

  it('takes a deleted product off the shop but keeps its row for past orders', async () => {
    const { body: created } = await create(aYakChew).expect(201);
    await request(api.http).delete(`/api/products/${created.id}`).set(bearer(customer)).expect(403);
    await request(api.http).delete(`/api/products/${created.id}`).set(bearer(admin)).expect(204);
    await request(api.http).get(`/api/products/${created.id}`).expect(404);
    const list = await request(api.http).get('/api/products').expect(200);
    expect(list.body.map((product: { id: string }) => product.id)).not.toContain(created.id);
    const search = await request(api.http).get('/api/products/search').query({ q: 'yak' }).expect(200);
    expect(search.body.items.map((product: { id: string }) => product.id)).not.toContain(created.id);
    const rows = await api.orm.em
      .getConnection()
      .execute('select is_active from product where id = ?', [created.id]);
    expect(rows).toEqual([{ is_active: false }]);
    await request(api.http).delete(`/api/products/${created.id}`).set(bearer(admin)).expect(404);
  });
});
