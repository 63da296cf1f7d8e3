import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@kukur/server-identity';
import type { OrderDto } from '../../http/order.response.dto';

/** A customer's order history, newest first (orders they deleted are left out). */
export class GetUserOrdersQuery extends Query<OrderDto[]> {
  constructor(
    readonly viewer: AuthenticatedUser,
    readonly email: string,
  ) {
    super();
  }
}
