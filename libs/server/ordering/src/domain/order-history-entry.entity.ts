import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import type { OrderStatus } from '@kukur/contracts';
import { randomUUID } from 'node:crypto';
import type { Order } from './order.entity';

export type OrderActorRole = 'customer' | 'admin' | 'system';

/** A change of an order's status: who made it, when, from what to what. */
@Entity({ tableName: 'order_history' })
export class OrderHistoryEntry {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: 'Order', fieldName: 'order_id', deleteRule: 'cascade' })
  order: Order;

  @Property({ type: 'uuid', nullable: true })
  actorId: string | null = null;

  @Property({ type: 'string', length: 10 })
  actorRole: OrderActorRole;

  @Property({ type: 'string', length: 12, nullable: true })
  fromStatus: OrderStatus | null = null;

  @Property({ type: 'string', length: 12 })
  toStatus: OrderStatus;

  @Property({ type: 'string', length: 300, nullable: true })
  note: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
