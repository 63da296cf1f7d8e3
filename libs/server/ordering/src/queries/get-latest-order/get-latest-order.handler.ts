import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { orderNotFound } from '../../domain/find-order';
import { Order } from '../../domain/order.entity';
import { OrderDto } from '../../http/order.response.dto';
import { GetLatestOrderQuery } from './get-latest-order.query';

@QueryHandler(GetLatestOrderQuery)
export class GetLatestOrderHandler implements IQueryHandler<GetLatestOrderQuery, OrderDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ customer }: GetLatestOrderQuery): Promise<OrderDto> {
    const order = await this.em
      .fork()
      .findOne(
        Order,
        { userId: customer.id, hiddenFromCustomer: false },
        { populate: ['items'], orderBy: { createdAt: 'desc', id: 'asc' } },
      );
    if (!order) throw orderNotFound();
    return OrderDto.fromEntity(order);
  }
}
