import { Query } from '@nestjs/cqrs';
import type { ProductKind } from '@kukur/contracts';

/**
 * The ids of the products on sale of one kind whose names are given (any letter case), by the lower-cased
 * name; names that match nothing are left out.
 */
export class FindProductIdsByNameQuery extends Query<Map<string, string>> {
  constructor(
    readonly names: string[],
    readonly kind: ProductKind,
  ) {
    super();
  }
}
