import { EntityManager, LoadStrategy, LockMode } from '@mikro-orm/postgresql';
import { isUuid, ORDERING_ERROR_CODES, ORDERING_MESSAGES } from '@kukur/contracts';
import { NotFoundError } from '@kukur/server-kernel';
import { Order } from './order.entity';

export function orderNotFound(): NotFoundError {
  return new NotFoundError(ORDERING_ERROR_CODES.ORDER_NOT_FOUND, ORDERING_MESSAGES.orderNotFound);
}

export interface OrderAccess {
  /**
   * Only this customer's orders, and not those they deleted from their history (someone else's, or a
   * deleted one, is "not found", telling nothing).
   */
  ownerId?: string;
  /** Lock the order's row until the transaction ends (status changes). */
  lock?: boolean;
}

/** The order with its lines and history; 404 for a malformed, unknown or (for a customer) foreign id. */
export async function findOrder(em: EntityManager, id: string, access: OrderAccess = {}): Promise<Order> {
  if (!isUuid(id)) throw orderNotFound();
  const order = await em.findOne(
    Order,
    { id, ...(access.ownerId ? { userId: access.ownerId, hiddenFromCustomer: false } : {}) },
    {
      populate: ['items', 'history'],
      // Separate selects: a row lock cannot cover the outer join of a joined load.
      strategy: LoadStrategy.SELECT_IN,
      ...(access.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}),
    },
  );
  if (!order) throw orderNotFound();
  return order;
}
