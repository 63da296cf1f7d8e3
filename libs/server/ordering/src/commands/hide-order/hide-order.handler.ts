import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { findOrder } from '../../domain/find-order';
import { HideOrderCommand } from './hide-order.command';

@CommandHandler(HideOrderCommand)
export class HideOrderHandler implements ICommandHandler<HideOrderCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ customer, orderId }: HideOrderCommand): Promise<void> {
    const em = this.em.fork();
    const order = await findOrder(em, orderId, { ownerId: customer.id });
    order.hideFromCustomer();
    await em.flush();
  }
}
