import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import type { BookingStatus } from '@kukur/contracts';
import { randomUUID } from 'node:crypto';
import type { Booking } from './booking.entity';

export type BookingActorRole = 'customer' | 'admin' | 'system';

export interface BookingActor {
  id: string | null;
  role: BookingActorRole;
}

/** A change of a booking: who made it, when, from what status to what (a reschedule keeps the status). */
@Entity({ tableName: 'vaccination_booking_history' })
export class BookingHistoryEntry {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: 'Booking', fieldName: 'booking_id', deleteRule: 'cascade' })
  booking: Booking;

  @Property({ type: 'uuid', nullable: true })
  actorId: string | null = null;

  @Property({ type: 'string', length: 10 })
  actorRole: BookingActorRole;

  @Property({ type: 'string', length: 12, nullable: true })
  fromStatus: BookingStatus | null = null;

  @Property({ type: 'string', length: 12 })
  toStatus: BookingStatus;

  @Property({ type: 'string', length: 300, nullable: true })
  note: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
