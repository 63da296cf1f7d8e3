import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { Booking } from './booking.entity';

/** One dose of a vaccine held for a booking, at the price and follow-up the catalogue had when booked. */
@Entity({ tableName: 'vaccination_booking_vaccine' })
export class BookedVaccine {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: 'Booking', fieldName: 'booking_id', deleteRule: 'cascade' })
  booking: Booking;

  @Property({ type: 'uuid' })
  productId: string;

  @Property({ type: 'string', length: 200 })
  name: string;

  @Property({ type: 'smallint' })
  doseNumber: number;

  /** Rupees, exact decimal text. */
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  price: string;

  /** Days after this dose when the next one is due; null when none follows. */
  @Property({ type: 'smallint', nullable: true })
  nextDoseAfterDays: number | null = null;
}
