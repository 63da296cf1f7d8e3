import { Query } from '@nestjs/cqrs';
import type { ProductKind } from '@kukur/contracts';

export interface ProductPage {
  id: string;
  kind: ProductKind;
  updatedAt: Date;
}

/** What a sitemap needs of each visible product or vaccine, most recently changed first, at most `limit`. */
export class ListProductPagesQuery extends Query<ProductPage[]> {
  constructor(readonly limit: number) {
    super();
  }
}
