import { Query } from '@nestjs/cqrs';
import type { OrderStatsDto } from '../../http/order-stats.dto';

/** The admin's order figures: how many in each status, the money received and the money still to come. */
export class GetOrderStatsQuery extends Query<OrderStatsDto> {}
