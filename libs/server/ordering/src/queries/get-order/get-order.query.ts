import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@kukur/server-identity';
import type { OrderDto } from '../../http/order.response.dto';

/** One order: the customer's own, or any for an admin (who also sees its history). */
export class GetOrderQuery extends Query<OrderDto> {
  constructor(
    readonly viewer: AuthenticatedUser,
    readonly orderId: string,
  ) {
    super();
  }
}
