import { Query } from '@nestjs/cqrs';
import type { OrderStatsDto } from '../../http/order-stats.dto';

/** The admin's order figures: how many in each status, and the money of the orders not cancelled. */
export class GetOrderStatsQuery extends Query<OrderStatsDto> {}
