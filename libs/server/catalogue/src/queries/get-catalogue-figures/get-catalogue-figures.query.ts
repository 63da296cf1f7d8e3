import { Query } from '@nestjs/cqrs';

export interface CatalogueFigures {
  /** Products on sale (not hidden), vaccines included. */
  productCount: number;
  addedLast30Days: number;
  addedPrevious30Days: number;
}

export class GetCatalogueFiguresQuery extends Query<CatalogueFigures> {
  constructor(readonly now: Date = new Date()) {
    super();
  }
}
