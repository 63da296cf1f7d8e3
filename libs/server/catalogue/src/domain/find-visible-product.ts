import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { ERROR_CODES, isUuid, MESSAGES } from '@kukur/contracts';
import { NotFoundError } from '@kukur/server-kernel';
import { Product } from './product.entity';

export function productNotFound(): NotFoundError {
  return new NotFoundError(ERROR_CODES.PRODUCT_NOT_FOUND, MESSAGES.catalogue.productNotFound);
}

/** A product the shop shows; a malformed, unknown or hidden id is a 404. `lock` holds its row until commit. */
export async function findVisibleProduct(em: EntityManager, id: string, lock = false): Promise<Product> {
  const options = lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {};
  const product = isUuid(id) ? await em.findOne(Product, { id, isActive: true }, options) : null;
  if (!product) throw productNotFound();
  return product;
}
