import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ORDERING_ERROR_CODES, ORDERING_MESSAGES } from '@kukur/contracts';
import { StockLedger } from '@kukur/server-catalogue';
import { ConflictError } from '@kukur/server-kernel';
import { changeStatus } from '../../domain/change-status';
import { findOrder } from '../../domain/find-order';
import { OrderDto } from '../../http/order.response.dto';
import { CancelOrderCommand } from './cancel-order.command';

@CommandHandler(CancelOrderCommand)
export class CancelOrderHandler implements ICommandHandler<CancelOrderCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly stock: StockLedger,
  ) {}

  async execute({ customer, orderId }: CancelOrderCommand): Promise<OrderDto> {
    return this.em.fork().transactional(async (tx) => {
      const order = await findOrder(tx, orderId, { ownerId: customer.id, lock: true });
      if (order.status !== 'Pending') {
        throw new ConflictError(
          ORDERING_ERROR_CODES.NOT_CANCELLABLE,
          ORDERING_MESSAGES.onlyPendingCancellable,
          {
            status: order.status,
          },
        );
      }
      await changeStatus(tx, this.stock, order, 'Cancelled', { id: customer.id, role: 'customer' });
      await tx.flush();
      return OrderDto.fromEntity(order);
    });
  }
}
