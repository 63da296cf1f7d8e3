import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits, signUp, TestAccount } from '../support/accounts';
import { aDelivery, placeOrder, stockOf } from '../support/orders';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';

describe('placing an order: POST /api/orders', () => {
  let api: TestApi;
  let customer: TestAccount;
  let kibble: string;
  let chew: string;

  beforeAll(async () => {
    api = await startTestApi();
    await resetDatabase(api.orm);
    customer = await signUp(api, { name: 'Order Owner' });
  });
  beforeEach(async () => {
    await clearRateLimits(api);
    await api.orm.em.getConnection().execute('truncate product, customer_order cascade');
    await seedProducts(api.app, [
      aProduct({ slug: 'kibble', name: 'Kibble', price: '1450.50', stock: 10 }),
      aProduct({ slug: 'chew', name: 'Yak Chew', price: '650.00', stock: 3 }),
    ]);
    kibble = await productIdBySlug(api.orm, 'kibble');
    chew = await productIdBySlug(api.orm, 'chew');
  });
  afterAll(() => api.close());

  it('prices the order from the catalogue, ignores the client’s prices and total, and takes the stock', async () => {
    const response = await placeOrder(
      api,
      customer,
      [
        { productId: kibble, quantity: 2, price: 1, name: 'Cheap?' },
        { productId: chew, quantity: 1, price: 1 },
      ],
      { total: 3 },
    ).expect(201);
    expect(response.body).toMatchObject({
      status: 'Pending',
      total: 3551,
      subtotal: 3551,
      shipping: 0,
      userEmail: customer.email,
      paymentStatus: 'pending',
      paymentMethod: null,
      customer: aDelivery,
    });
    // Lines in name order.
    expect(response.body.items).toEqual([
      expect.objectContaining({
        productId: kibble,
        name: 'Kibble',
        price: 1450.5,
        quantity: 2,
        lineTotal: 2901,
      }),
      expect.objectContaining({ productId: chew, name: 'Yak Chew', price: 650, quantity: 1, lineTotal: 650 }),
    ]);
    expect(await stockOf(api, kibble)).toBe(8);
    expect(await stockOf(api, chew)).toBe(2);
    const events = await api.orm.em
      .getConnection()
      .execute(`select payload from outbox_message where type = 'ordering.order-placed.v1'`);
    expect(events[0].payload).toMatchObject({
      orderId: response.body.id,
      total: '3551.00',
      email: customer.email,
    });
  });

  it('accepts the cart’s id or _id as the product id', async () => {
    await placeOrder(api, customer, [
      { id: kibble, quantity: 1 } as never,
      { _id: chew, quantity: 1 } as never,
    ]).expect(201);
  });

  it('needs a logged-in customer, and refuses an order for another e-mail', async () => {
    await request(api.http)
      .post('/api/orders')
      .send({ customer: aDelivery, products: [{ productId: kibble, quantity: 1 }] })
      .expect(401);
    const response = await placeOrder(api, customer, [{ productId: kibble, quantity: 1 }], {
      userEmail: 'someone.else@example.com',
    }).expect(403);
    expect(response.body.code).toBe('ORDERING.EMAIL_MISMATCH');
    expect(await stockOf(api, kibble)).toBe(10);
  });

  it('names the missing delivery fields', async () => {
    const response = await placeOrder(api, customer, [{ productId: kibble, quantity: 1 }], {
      customer: { name: ' ', phoneNumber: '9800000000' },
    }).expect(400);
    expect(response.body).toMatchObject({
      missingFields: ['name', 'city', 'colony'],
      message: 'Missing required fields: name, city, colony',
    });
  });

  it.each([
    [
      { customer: { ...aDelivery, phoneNumber: '98000' } },
      'Phone number must be exactly 10 digits and contain only numbers',
    ],
    [
      { customer: { ...aDelivery, phoneNumber: '98000000ab' } },
      'Phone number must be exactly 10 digits and contain only numbers',
    ],
    [{ customer: { ...aDelivery, city: 'Pokhara' } }, 'City must be one of: Kathmandu, Bhaktapur, Lalitpur'],
    [{ products: [] }, 'Your cart is empty. Add items to place an order.'],
    [{ products: [{ productId: 'x', quantity: 1 }] }, 'productId must be a product id'],
    [{ products: [{ quantity: 1 }] }, 'Each product needs its id'],
  ])('refuses %j and takes no stock', async (change, message) => {
    const response = await placeOrder(api, customer, [{ productId: kibble, quantity: 1 }], change).expect(
      400,
    );
    expect(response.body.message).toBe(message);
    expect(await stockOf(api, kibble)).toBe(10);
  });

  it('keeps to 1-5 per product, also when the cart repeats a product', async () => {
    const six = await placeOrder(api, customer, [{ productId: kibble, quantity: 6 }]).expect(400);
    expect(six.body.message).toBe('quantity must be from 1 to 5 (Max 5 per order)');
    const split = await placeOrder(api, customer, [
      { productId: kibble, quantity: 3 },
      { productId: kibble, quantity: 3 },
    ]).expect(400);
    expect(split.body.message).toBe('You can only add up to 5 of Kibble.');
    expect(await stockOf(api, kibble)).toBe(10);
  });

  it('answers 409 naming what is out of stock, and takes nothing of the rest', async () => {
    const response = await placeOrder(api, customer, [
      { productId: kibble, quantity: 2 },
      { productId: chew, quantity: 4 },
    ]).expect(409);
    expect(response.body).toMatchObject({ code: 'ORDERING.OUT_OF_STOCK' });
    expect(response.body.message).toContain('Yak Chew');
    expect(response.body.products).toEqual([{ productId: chew, name: 'Yak Chew', available: 3 }]);
    expect(await stockOf(api, kibble)).toBe(10);
    expect(await stockOf(api, chew)).toBe(3);
  });

  it('refuses products the shop no longer sells', async () => {
    await api.orm.em.getConnection().execute('update product set is_active = false where id = ?', [chew]);
    const response = await placeOrder(api, customer, [{ productId: chew, quantity: 1 }]).expect(409);
    expect(response.body.code).toBe('ORDERING.PRODUCT_UNAVAILABLE');
    const unknown = await placeOrder(api, customer, [
      { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
    ]).expect(409);
    expect(unknown.body.code).toBe('ORDERING.PRODUCT_UNAVAILABLE');
  });

  it('refuses an order whose total is zero', async () => {
    await api.orm.em.getConnection().execute(`update product set price = 0 where id = ?`, [chew]);
    const response = await placeOrder(api, customer, [{ productId: chew, quantity: 1 }]).expect(400);
    expect(response.body.message).toBe('Order total cannot be zero');
    expect(await stockOf(api, chew)).toBe(3);
  });
});
