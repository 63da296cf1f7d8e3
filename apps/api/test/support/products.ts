import { MikroORM } from '@mikro-orm/postgresql';
import { CommandBus } from '@nestjs/cqrs';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { NewProduct, SeedCatalogueIfEmptyCommand } from '@kukur/server-catalogue';

let counter = 0;

/** A valid product with sensible defaults; override what the test is about. */
export function aProduct(overrides: Partial<NewProduct> = {}): NewProduct {
  counter += 1;
  return {
    slug: `test-product-${counter}`,
    name: `Test Product ${counter}`,
    description: 'A product made for tests.',
    category: 'Food',
    kind: 'product',
    price: '1000.00',
    stock: 10,
    ...overrides,
  };
}

export async function seedProducts(app: NestFastifyApplication, products: NewProduct[]): Promise<void> {
  await app.get(CommandBus).execute(new SeedCatalogueIfEmptyCommand(products));
}

export async function productIdBySlug(orm: MikroORM, slug: string): Promise<string> {
  const rows = await orm.em
    .getConnection()
    .execute<{ id: string }[]>('select id from product where slug = ?', [slug]);
  if (!rows[0]) throw new Error(`no product ${slug}`);
  return rows[0].id;
}
