import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { recordEvent } from '@kukur/server-kernel';
import { OrderEmailRequestedEvent } from '../../domain/events/order-email-requested.event';
import { findOrder } from '../../domain/find-order';
import { lineSummaries, priceSummary } from '../../domain/order-summary';
import { SendOrderEmailCommand } from './send-order-email.command';

@CommandHandler(SendOrderEmailCommand)
export class SendOrderEmailHandler implements ICommandHandler<SendOrderEmailCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ admin, orderId }: SendOrderEmailCommand): Promise<{ email: string }> {
    return this.em.fork().transactional(async (tx) => {
      const order = await findOrder(tx, orderId);
      recordEvent(
        tx,
        new OrderEmailRequestedEvent({
          orderId: order.id,
          email: order.userEmail,
          customerName: order.customerName,
          status: order.status,
          ...priceSummary(order),
          items: lineSummaries(order),
          requestedBy: admin.id,
        }),
      );
      return { email: order.userEmail };
    });
  }
}
