import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@kukur/server-identity';
import type { OrderDto } from '../../http/order.response.dto';

/** The customer's most recent order (the payment page's fallback when it has no order in hand). */
export class GetLatestOrderQuery extends Query<OrderDto> {
  constructor(readonly customer: AuthenticatedUser) {
    super();
  }
}
