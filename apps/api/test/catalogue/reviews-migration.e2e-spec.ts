import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migration20261125400000_reviews_and_contact } from '../../src/migrations/Migration20261125400000_reviews_and_contact';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';

/**
 * The migration on a shop that ran before it: duplicate reviews of one customer give way to their latest,
 * reviews dated in the future come back to now, and each product's average and count follow.
 */
describe('Migration20261125400000_reviews_and_contact on existing reviews', () => {
  let api: TestApi;
  const sql = (query: string, params: unknown[] = []) => api.orm.em.getConnection().execute(query, params);

  beforeAll(async () => {
    api = await startTestApi();
    await resetDatabase(api.orm);
  });
  afterAll(async () => {
    // Leave the schema as the migration made it, whatever happened above.
    await sql('delete from product_review');
    await sql(
      'alter table product_review drop constraint if exists product_review_one_per_customer, drop column if exists updated_at',
    );
    await sql('alter table product_review add column updated_at timestamptz null');
    await sql(
      'alter table product_review add constraint product_review_one_per_customer unique (product_id, user_id)',
    );
    await api.close();
  });

  it('keeps one review per customer and product, none in the future, and recounts the products', async () => {
    await seedProducts(api.app, [aProduct({ slug: 'flooded', rating: 4.8, reviewCount: 20 })]);
    const productId = await productIdBySlug(api.orm, 'flooded');
    // The schema before the migration: no unique index, no updated_at.
    await sql(
      'alter table product_review drop constraint product_review_one_per_customer, drop column updated_at',
    );
    const flooder = randomUUID();
    const honest = randomUUID();
    const review = (userId: string, rating: number, text: string, createdAt: string) =>
      sql(
        `insert into product_review (id, product_id, user_id, user_name, text, rating, created_at)
         values (?, ?, ?, 'Someone', ?, ?, ?::timestamptz)`,
        [randomUUID(), productId, userId, text, rating, createdAt],
      );
    for (let day = 1; day <= 5; day += 1)
      await review(flooder, 5, `Five stars again ${day}`, `2026-10-0${day}T10:00:00Z`);
    await review(flooder, 4, 'My latest words', '2026-10-20T10:00:00Z');
    await review(honest, 2, 'Broke in a week', '2099-01-01T00:00:00Z');

    const migration = new Migration20261125400000_reviews_and_contact(api.orm.em.getDriver(), api.orm.config);
    await migration.up();
    // partner_enquiry exists already (the test database is migrated): run everything else.
    const queries = migration
      .getQueries()
      .map(String)
      .filter((query) => !query.includes('partner_enquiry'));
    for (const query of queries) await sql(query);

    const rows = await sql(
      'select user_id, text, rating, created_at from product_review where product_id = ? order by text',
      [productId],
    );
    expect(rows.map((row) => [row.user_id, row.text])).toEqual([
      [honest, 'Broke in a week'],
      [flooder, 'My latest words'],
    ]);
    expect(new Date(rows[0]!.created_at).getTime()).toBeLessThanOrEqual(Date.now());
    const [product] = await sql('select rating, review_count from product where id = ?', [productId]);
    expect(product).toMatchObject({ rating: 3, review_count: 2 });
    await expect(review(flooder, 5, 'Sneaked in', '2026-11-01T10:00:00Z')).rejects.toThrow(
      /product_review_one_per_customer/,
    );
  });
});
