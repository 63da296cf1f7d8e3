import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { ActivityType } from '@kukur/contracts';

/**
 * One line of the admin's activity feed, projected by the worker from a domain event. Its id is the
 * event's outbox id, so an event delivered twice is one line.
 */
@Entity({ tableName: 'dashboard_activity' })
export class Activity {
  @PrimaryKey({ type: 'uuid' })
  id: string;

  @Property({ type: 'string', length: 10 })
  type: ActivityType;

  @Property({ type: 'string', length: 80 })
  eventType: string;

  @Property({ type: 'string', length: 300 })
  message: string;

  @Property({ type: 'string', length: 100, nullable: true })
  customer: string | null;

  /** Rupees, exact decimal text. */
  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  amount: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  status: string | null;

  /** The order, customer, booking or product it is about. */
  @Property({ type: 'uuid', nullable: true })
  referenceId: string | null;

  @Property({ type: 'datetime' })
  occurredAt: Date;

  @Property({ type: 'datetime' })
  projectedAt: Date = new Date();
}
