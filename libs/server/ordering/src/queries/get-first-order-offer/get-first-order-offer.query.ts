import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@kukur/server-identity';
import type { FirstOrderOfferDto } from '../../http/first-order-offer.dto';

/** The first-order offer, and whether the caller's next order gets it (a visitor's never does). */
export class GetFirstOrderOfferQuery extends Query<FirstOrderOfferDto> {
  constructor(readonly customer: AuthenticatedUser | null) {
    super();
  }
}
