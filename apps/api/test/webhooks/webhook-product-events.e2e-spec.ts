import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anAdmin, bearer, clearRateLimits, signUp, TestAccount } from '../support/accounts';
import { aDelivery, placeOrder, stockOf } from '../support/orders';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { Slice, startSlice } from '../support/slice';
import { countQueries } from '../support/query-counter';
import { resetDatabase } from '../support/test-api';
import { waitFor } from '../support/wait-for';
import { WebhookReceiver } from '../support/webhook-receiver';

/** Long enough for a relayed event to reach the receiver when one was (wrongly) recorded. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

describe('product webhooks: product.created, product.changed and product.out-of-stock', () => {
  let slice: Slice;
  let admin: TestAccount;
  let customer: TestAccount;
  let receiver: WebhookReceiver;

  const register = async (eventTypes: string[]) =>
    request(slice.api.http)
      .post('/api/admin/webhooks')
      .set(bearer(admin))
      .send({ url: receiver.url, eventTypes })
      .expect(201);
  const yakChew = {
    name: 'Himalayan Yak Chew',
    description: 'A long-lasting natural chew made from yak milk.',
    category: 'Toys',
    price: 650,
  };
  const edit = (productId: string, body: Record<string, unknown>) =>
    request(slice.api.http)
      .put(`/api/products/${productId}`)
      .set(bearer(admin))
      .send({ ...yakChew, ...body });
  const order = (productId: string, quantity: number) =>
    placeOrder(slice.api, customer, [{ productId, quantity }], { customer: aDelivery });

  beforeAll(async () => {
    slice = await startSlice();
    await resetDatabase(slice.api.orm);
    admin = await anAdmin(slice.api);
    customer = await signUp(slice.api, { name: 'Aarati Gurung' });
  });
  beforeEach(async () => {
    await clearRateLimits(slice.api);
    await slice.api.orm.em
      .getConnection()
      .execute('truncate product, customer_order, webhook_endpoint cascade');
    receiver = await WebhookReceiver.start();
  });
  afterEach(() => receiver.stop());
  afterAll(() => slice.stop());

  it('tells about a new product, each real edit with the fields it changed, and a deletion', async () => {
    await register(['product.created', 'product.changed']);
    const created = (
      await request(slice.api.http)
        .post('/api/products')
        .set(bearer(admin))
        .send({ ...yakChew, stock: 25 })
        .expect(201)
    ).body as { id: string };
    const hook = await waitFor(() => receiver.ofType('product.created')[0], 'product.created');
    expect(hook.json.data).toEqual({
      id: created.id,
      slug: expect.stringMatching(/^himalayan-yak-chew-[0-9a-f]{6}$/),
      name: 'Himalayan Yak Chew',
      price: '650.00',
      stock: 25,
      category: 'Toys',
      kind: 'product',
      visibility: 'visible',
    });

    await edit(created.id, { price: 700.5 }).expect(200);
    const changed = await waitFor(() => receiver.ofType('product.changed')[0], 'product.changed');
    expect(changed.json.data).toMatchObject({
      id: created.id,
      price: '700.50',
      stock: 25,
      changes: ['price'],
    });

    // Saving the form as it is changes nothing, so nothing is told.
    await edit(created.id, { price: 700.5 }).expect(200);
    await edit(created.id, { price: 700.5, stock: 30, image: '/media/products/chew.webp' }).expect(200);
    await waitFor(() => receiver.ofType('product.changed').length === 2, 'the stock and image change');
    expect(receiver.ofType('product.changed')[1]!.json.data).toMatchObject({
      stock: 30,
      changes: ['stock', 'image'],
    });

    await request(slice.api.http).delete(`/api/products/${created.id}`).set(bearer(admin)).expect(204);
    await waitFor(() => receiver.ofType('product.changed').length === 3, 'the deletion');
    expect(receiver.ofType('product.changed')[2]!.json.data).toMatchObject({
      id: created.id,
      visibility: 'hidden',
      changes: ['visibility'],
    });
    await settle();
    expect(receiver.received.map((received) => received.json.type)).toEqual([
      'product.created',
      'product.changed',
      'product.changed',
      'product.changed',
    ]);
  });

  it('tells once when the last unit is sold or the admin sets 0, and again only after a restock', async () => {
    await register(['product.out-of-stock']);
    await seedProducts(slice.api.app, [
      aProduct({ slug: 'kibble', name: 'Himalayan Kibble', price: '750.50', stock: 3 }),
    ]);
    const productId = await productIdBySlug(slice.api.orm, 'kibble');
    const outOfStock = () => receiver.ofType('product.out-of-stock');

    await order(productId, 1).expect(201);
    await order(productId, 2).expect(201);
    const first = await waitFor(() => outOfStock()[0], 'the first product.out-of-stock');
    expect(first.json.data).toEqual({
      id: productId,
      slug: 'kibble',
      name: 'Himalayan Kibble',
      price: '750.50',
      stock: 0,
      category: 'Food',
      kind: 'product',
      visibility: 'visible',
    });

    // A refused order and an edit that leaves the stock at 0 do not repeat it.
    await order(productId, 1).expect(409);
    await edit(productId, { name: 'Himalayan Kibble', category: 'Food', price: 760 }).expect(200);
    await edit(productId, { name: 'Himalayan Kibble', category: 'Food', price: 760, stock: 0 }).expect(200);
    await settle();
    expect(outOfStock()).toHaveLength(1);

    // Restocked and sold out again: a new event.
    await edit(productId, { name: 'Himalayan Kibble', category: 'Food', price: 760, stock: 1 }).expect(200);
    await order(productId, 1).expect(201);
    await waitFor(() => outOfStock().length === 2, 'the second product.out-of-stock');
    expect(outOfStock()[1]!.json.data).toMatchObject({ price: '760.00', stock: 0 });

    // Restocked, then the admin sets 0 by hand: a third one.
    await edit(productId, { name: 'Himalayan Kibble', category: 'Food', price: 760, stock: 4 }).expect(200);
    await edit(productId, { name: 'Himalayan Kibble', category: 'Food', price: 760, stock: 0 }).expect(200);
    await waitFor(() => outOfStock().length === 3, 'the third product.out-of-stock');
    await settle();
    expect(outOfStock()).toHaveLength(3);
    expect(new Set(outOfStock().map((hook) => hook.json.id)).size).toBe(3);
    expect(await stockOf(slice.api, productId)).toBe(0);
  }, 30_000);

  it('records no event for an order that leaves stock, and one outbox row for one that empties it', async () => {
    await seedProducts(slice.api.app, [
      aProduct({ slug: 'rope', name: 'Rope Toy', stock: 5 }),
      aProduct({ slug: 'ball', name: 'Ball', stock: 1 }),
    ]);
    const rope = await productIdBySlug(slice.api.orm, 'rope');
    const ball = await productIdBySlug(slice.api.orm, 'ball');
    const outboxRows = async () =>
      (
        await slice.api.orm.em
          .getConnection()
          .execute<{ payload: { slug: string } }[]>(
            `select payload from outbox_message where type = 'catalogue.product-out-of-stock.v1'`,
          )
      ).map((row) => row.payload.slug);
    await slice.api.orm.em.getConnection().execute('delete from outbox_message');

    await placeOrder(slice.api, customer, [{ productId: rope, quantity: 2 }], {
      customer: aDelivery,
    }).expect(201);
    expect(await outboxRows()).toEqual([]);
    await placeOrder(
      slice.api,
      customer,
      [
        { productId: rope, quantity: 1 },
        { productId: ball, quantity: 1 },
      ],
      { customer: aDelivery },
    ).expect(201);
    expect(await outboxRows()).toEqual(['ball']);
  });

  it('keeps order placement to the same statements whatever the lines, and at most one more when stock runs out', async () => {
    await seedProducts(slice.api.app, [
      aProduct({ slug: 'a', stock: 100 }),
      aProduct({ slug: 'b', stock: 100 }),
      aProduct({ slug: 'c', stock: 100 }),
      aProduct({ slug: 'last-x', stock: 1 }),
      aProduct({ slug: 'last-y', stock: 1 }),
    ]);
    const [a, b, c, x, y] = await Promise.all(
      ['a', 'b', 'c', 'last-x', 'last-y'].map((slug) => productIdBySlug(slice.api.orm, slug)),
    );
    const statementsOf = (lines: { productId: string; quantity: number }[]) =>
      countQueries(slice.api.orm, () =>
        placeOrder(slice.api, customer, lines, { customer: aDelivery }).expect(201),
      );
    const oneLine = await statementsOf([{ productId: a!, quantity: 1 }]);
    const threeLines = await statementsOf([
      { productId: a!, quantity: 1 },
      { productId: b!, quantity: 1 },
      { productId: c!, quantity: 1 },
    ]);
    const emptyingTwo = await statementsOf([
      { productId: a!, quantity: 1 },
      { productId: x!, quantity: 1 },
      { productId: y!, quantity: 1 },
    ]);
    expect(threeLines).toBe(oneLine);
    expect(emptyingTwo - threeLines).toBeLessThanOrEqual(1);
  });
});
