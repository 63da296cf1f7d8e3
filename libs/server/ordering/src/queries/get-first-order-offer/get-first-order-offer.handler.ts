import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FirstOrderOffers } from '../../domain/first-order-offer';
import { FirstOrderOfferDto } from '../../http/first-order-offer.dto';
import { GetFirstOrderOfferQuery } from './get-first-order-offer.query';

@QueryHandler(GetFirstOrderOfferQuery)
export class GetFirstOrderOfferHandler implements IQueryHandler<GetFirstOrderOfferQuery, FirstOrderOfferDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly offers: FirstOrderOffers,
  ) {}

  execute({ customer }: GetFirstOrderOfferQuery): Promise<FirstOrderOfferDto> {
    return this.offers.describe(this.em.fork(), customer?.id ?? null);
  }
}
