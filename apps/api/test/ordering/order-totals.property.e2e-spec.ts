import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TestAccount } from '../support/accounts';
import { placeOrder } from '../support/orders';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';

const PRICES = ['0.01', '19.99', '120.00', '333.33', '1450.50', '9999.99', '85000.05'];

describe('order totals (property)', () => {
  let api: TestApi;
  let customer: TestAccount;
  const ids: string[] = [];

  beforeAll(async () => {
    api = await startTestApi();
    await resetDatabase(api.orm);
    customer = await signUp(api);
    await seedProducts(
      api.app,
      PRICES.map((price, index) => aProduct({ slug: `p${index}`, price, stock: 1_000_000 })),
    );
    for (let index = 0; index < PRICES.length; index += 1)
      ids.push(await productIdBySlug(api.orm, `p${index}`));
  });
  afterAll(() => api.close());

  it('stores a total equal to the sum of database price × quantity, whatever prices the request carries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(
          fc.record({
            product: fc.integer({ min: 0, max: PRICES.length - 1 }),
            quantity: fc.integer({ min: 1, max: 5 }),
            claimedPrice: fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(0)),
          }),
          { minLength: 1, maxLength: PRICES.length, selector: (line) => line.product },
        ),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        async (lines, claimedTotal) => {
          const response = await placeOrder(
            api,
            customer,
            lines.map((line) => ({
              productId: ids[line.product]!,
              quantity: line.quantity,
              price: line.claimedPrice,
            })),
            { total: claimedTotal },
          );
          expect(response.status).toBe(201);
          const expectedPaisa = lines.reduce(
            (sum, line) => sum + Math.round(Number(PRICES[line.product]) * 100) * line.quantity,
            0,
          );
          const [stored] = await api.orm.em.getConnection().execute<{ total: string; lines: string }[]>(
            `select o.total::text as total, (select sum(unit_price * quantity) from order_item where order_id = o.id)::text as lines
                 from customer_order o where o.id = ?`,
            [response.body.id],
          );
          expect(stored!.total).toBe((expectedPaisa / 100).toFixed(2));
          expect(stored!.lines).toBe(stored!.total);
          expect(response.body.total).toBeCloseTo(expectedPaisa / 100, 2);
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});
