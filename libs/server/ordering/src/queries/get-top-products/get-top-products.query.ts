import { Query } from '@nestjs/cqrs';

export interface TopProduct {
  productId: string;
  /** The name it was last ordered under. */
  name: string;
  unitsSold: number;
}

/** The products ordered most (units, in orders that were not cancelled), best first. */
export class GetTopProductsQuery extends Query<TopProduct[]> {
  constructor(readonly limit: number) {
    super();
  }
}
