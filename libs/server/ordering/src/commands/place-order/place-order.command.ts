import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@kukur/server-identity';
import type { DeliveryDetails } from '../../domain/order.entity';
import type { OrderDto } from '../../http/order.response.dto';

export interface OrderLineRequest {
  productId: string;
  quantity: number;
}

/**
 * A logged-in customer orders the products in their cart. Prices come from the catalogue and the stock is
 * taken in the same transaction; what the client says about prices or totals is ignored.
 */
export class PlaceOrderCommand extends Command<OrderDto> {
  constructor(
    readonly customer: AuthenticatedUser,
    readonly delivery: DeliveryDetails,
    readonly lines: OrderLineRequest[],
    /** The storefront sends the account's address along; any other is refused. */
    readonly claimedEmail?: string,
  ) {
    super();
  }
}
