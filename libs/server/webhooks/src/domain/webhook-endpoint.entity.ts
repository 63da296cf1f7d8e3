import { ArrayType, Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { WebhookEventType } from '@kukur/contracts';
import { randomUUID } from 'node:crypto';

/**
 * A URL an integration registered to be told about events, with the event types it wants (none listed:
 * every type) and its signing secret, kept sealed (SecretBox) because it must be read to sign. It receives
 * while it is active and not paused; it is paused by itself after too many deliveries in a row failed.
 */
@Entity({ tableName: 'webhook_endpoint' })
export class WebhookEndpoint {
  [OptionalProps]?: 'id' | 'createdAt' | 'updatedAt' | 'pausedAt' | 'pausedReason' | 'consecutiveFailures';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  url: string;

  @Property({ type: 'string', length: 200 })
  description: string;

  /** Empty: every event type, including ones added later. */
  @Property({ type: ArrayType })
  eventTypes: WebhookEventType[];

  /** Switched on or off by an admin. */
  @Property({ type: 'boolean' })
  active: boolean;

  @Property({ type: 'text', hidden: true })
  secretSealed: string;

  /** Who is e-mailed when the endpoint is paused: the admin who last saved it. */
  @Property({ type: 'string', length: 254 })
  contactEmail: string;

  @Property({ type: 'datetime', nullable: true })
  pausedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  pausedReason: string | null = null;

  @Property({ type: 'integer' })
  consecutiveFailures = 0;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  updatedAt: Date = new Date();

  /** Whether an event of this type is sent here now. */
  wants(type: string): boolean {
    return (
      this.receives() && (this.eventTypes.length === 0 || this.eventTypes.includes(type as WebhookEventType))
    );
  }

  receives(): boolean {
    return this.active && this.pausedAt === null;
  }

  /** A delivery failed every retry; returns true when that pauses the endpoint. */
  noteFailedDelivery(threshold: number, now = new Date()): boolean {
    this.consecutiveFailures += 1;
    if (this.pausedAt !== null || this.consecutiveFailures < threshold) return false;
    this.pausedAt = now;
    this.pausedReason = `${this.consecutiveFailures} deliveries in a row failed every retry`;
    return true;
  }

  resume(): void {
    this.active = true;
    this.pausedAt = null;
    this.pausedReason = null;
    this.consecutiveFailures = 0;
  }
}
