import { Command } from '@nestjs/cqrs';
import type { NewProduct } from '../../domain/new-product';

/** Loads a starting catalogue, but only into a shop that has no products yet. */
export class SeedCatalogueIfEmptyCommand extends Command<{ imported: number }> {
  constructor(readonly products: readonly NewProduct[]) {
    super();
  }
}
