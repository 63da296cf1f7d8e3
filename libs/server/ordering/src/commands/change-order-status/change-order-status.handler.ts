import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StockLedger } from '@kukur/server-catalogue';
import { changeStatus } from '../../domain/change-status';
import { findOrder } from '../../domain/find-order';
import { OrderDto } from '../../http/order.response.dto';
import { ChangeOrderStatusCommand } from './change-order-status.command';

@CommandHandler(ChangeOrderStatusCommand)
export class ChangeOrderStatusHandler implements ICommandHandler<ChangeOrderStatusCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly stock: StockLedger,
  ) {}

  async execute({ admin, orderId, status, note }: ChangeOrderStatusCommand): Promise<OrderDto> {
    return this.em.fork().transactional(async (tx) => {
      const order = await findOrder(tx, orderId, { lock: true });
      await changeStatus(tx, this.stock, order, status, { id: admin.id, role: 'admin' }, note);
      await tx.flush();
      return OrderDto.fromEntity(order, { withHistory: true });
    });
  }
}
