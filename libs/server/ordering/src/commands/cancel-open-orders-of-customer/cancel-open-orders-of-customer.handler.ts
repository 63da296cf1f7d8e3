import { LoadStrategy, LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNT_DELETED_NOTE } from '@kukur/contracts';
import { StockLedger } from '@kukur/server-catalogue';
import { changeStatus } from '../../domain/change-status';
import { Order } from '../../domain/order.entity';
import { CancelOpenOrdersOfCustomerCommand } from './cancel-open-orders-of-customer.command';

@CommandHandler(CancelOpenOrdersOfCustomerCommand)
export class CancelOpenOrdersOfCustomerHandler implements ICommandHandler<CancelOpenOrdersOfCustomerCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly stock: StockLedger,
  ) {}

  async execute({ userId }: CancelOpenOrdersOfCustomerCommand): Promise<number> {
    return this.em.fork().transactional(async (tx) => {
      const open = await tx.find(
        Order,
        { userId, status: { $in: ['Pending', 'Approved'] } },
        {
          populate: ['items', 'history'],
          strategy: LoadStrategy.SELECT_IN,
          lockMode: LockMode.PESSIMISTIC_WRITE,
          orderBy: { id: 'asc' },
        },
      );
      for (const order of open) {
        await changeStatus(
          tx,
          this.stock,
          order,
          'Cancelled',
          { id: null, role: 'system' },
          ACCOUNT_DELETED_NOTE,
        );
      }
      await tx.flush();
      return open.length;
    });
  }
}
