import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ORDERING_ERROR_CODES, ORDERING_MESSAGES } from '@kukur/contracts';
import { StockLedger } from '@kukur/server-catalogue';
import { ConflictError } from '@kukur/server-kernel';
import { changeStatus } from '../../domain/change-status';
import { findOrder } from '../../domain/find-order';
import { HideOrderCommand } from './hide-order.command';

@CommandHandler(HideOrderCommand)
export class HideOrderHandler implements ICommandHandler<HideOrderCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly stock: StockLedger,
  ) {}

  async execute({ customer, orderId }: HideOrderCommand): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const order = await findOrder(tx, orderId, { ownerId: customer.id, lock: true });
      if (order.status === 'Approved') {
        throw new ConflictError(ORDERING_ERROR_CODES.NOT_DELETABLE, ORDERING_MESSAGES.approvedNotDeletable, {
          status: order.status,
        });
      }
      // A deleted order the shop would still ship is not deleted: it is cancelled first (stock back, and
      // the payments module refunds it if it was paid), then hidden.
      if (order.status === 'Pending') {
        await changeStatus(tx, this.stock, order, 'Cancelled', { id: customer.id, role: 'customer' });
      }
      order.hideFromCustomer();
    });
  }
}
