import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../support/accounts';
import { signUpMany } from '../support/bulk-accounts';
import { placeOrder, stockOf } from '../support/orders';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';
import { testConfig } from '../support/test-config';

describe('stock never oversells', () => {
  let api: TestApi;
  const buyers: TestAccount[] = [];

  beforeAll(async () => {
    api = await startTestApi(testConfig({ DATABASE_POOL_MAX: '20' }));
    await resetDatabase(api.orm);
    buyers.push(...(await signUpMany(api, 200)));
  }, 120_000);
  afterAll(() => api.close());

  it('200 customers ordering the last 10 at once: exactly 10 succeed, the rest get 409, stock ends at 0', async () => {
    await seedProducts(api.app, [aProduct({ slug: 'last-ten', name: 'Last Ten Kibble', stock: 10 })]);
    const productId = await productIdBySlug(api.orm, 'last-ten');
    const responses = await Promise.all(
      buyers.map((buyer) => placeOrder(api, buyer, [{ productId, quantity: 1 }])),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(190);
    expect(statuses.filter((status) => status >= 500)).toHaveLength(0);
    expect(await stockOf(api, productId)).toBe(0);
    const [orders] = await api.orm.em
      .getConnection()
      .execute<{ count: number }[]>('select count(*)::int as count from customer_order');
    expect(orders!.count).toBe(10);
  }, 120_000);
});
