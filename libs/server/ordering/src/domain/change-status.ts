import { EntityManager } from '@mikro-orm/postgresql';
import type { OrderStatus } from '@kukur/contracts';
import type { StockLedger } from '@kukur/server-catalogue';
import { recordEvent } from '@kukur/server-kernel';
import { OrderStatusChangedEvent } from './events/order-status-changed.event';
import { Order, OrderActor } from './order.entity';
import { lineSummaries, priceSummary } from './order-summary';

/**
 * Moves an order (locked by the caller's transaction) and does what the move implies: a cancelled order
 * gives its stock back, and the customer gets an e-mail about the new status.
 */
export async function changeStatus(
  em: EntityManager,
  stock: StockLedger,
  order: Order,
  to: OrderStatus,
  actor: OrderActor,
  note: string | null = null,
): Promise<void> {
  const from = order.moveTo(to, actor, note);
  if (to === 'Cancelled') {
    await stock.release(
      em,
      order.items.getItems().map((item) => ({ productId: item.productId, quantity: item.quantity })),
    );
  }
  recordEvent(
    em,
    new OrderStatusChangedEvent({
      orderId: order.id,
      email: order.userEmail,
      customerName: order.customerName,
      from,
      to,
      by: actor.role,
      ...priceSummary(order),
      items: lineSummaries(order),
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
    }),
  );
}
