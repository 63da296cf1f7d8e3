import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { findOrder } from '../../domain/find-order';
import { OrderDto } from '../../http/order.response.dto';
import { GetOrderQuery } from './get-order.query';

@QueryHandler(GetOrderQuery)
export class GetOrderHandler implements IQueryHandler<GetOrderQuery, OrderDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ viewer, orderId }: GetOrderQuery): Promise<OrderDto> {
    const isAdmin = viewer.role === 'admin';
    const order = await findOrder(this.em.fork(), orderId, isAdmin ? {} : { ownerId: viewer.id });
    return OrderDto.fromEntity(order, { withHistory: isAdmin });
  }
}
