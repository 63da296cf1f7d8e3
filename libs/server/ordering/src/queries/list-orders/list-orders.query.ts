import { Query } from '@nestjs/cqrs';
import type { OrderDto } from '../../http/order.response.dto';

export interface OrderListFilters {
  /** Part of the order id, the customer's name or e-mail. */
  search?: string;
  /** Any case: 'pending' is Pending. */
  status?: string;
  page: number;
  pageSize: number;
}

/** Every order for the admin, newest first, with lines and history. */
export class ListOrdersQuery extends Query<{ orders: OrderDto[]; total: number }> {
  constructor(readonly filters: OrderListFilters) {
    super();
  }
}
