import {
  Collection,
  Entity,
  ManyToOne,
  OneToMany,
  OptionalProps,
  PrimaryKey,
  Property,
} from '@mikro-orm/core';
import {
  bookingRescheduleRefusal,
  canMoveBooking,
  DOSE_NUMBER,
  fromPaisa,
  nepalDateOf,
  OUTCOME_STATUSES,
  VACCINATION_ERROR_CODES,
  toPaisa,
  VACCINATION_MESSAGES,
} from '@kukur/contracts';
import type { BookingStatus, DogBehaviour } from '@kukur/contracts';
import { ConflictError } from '@kukur/server-kernel';
import { randomUUID } from 'node:crypto';
import { BookedVaccine } from './booked-vaccine.entity';
import { BookingActor, BookingHistoryEntry } from './booking-history-entry.entity';
import type { Appointment } from './appointment';
import { VaccinationCenter } from './vaccination-center.entity';

export interface PatientDetails {
  name: string;
  phoneNumber: string;
  city: string;
  address: string;
  specialInstructions: string | null;
}

export interface DogDetails {
  name: string;
  breed: string;
  behaviour: DogBehaviour;
}

export interface VaccineDose {
  productId: string;
  name: string;
  /** Rupees, exact decimal text. */
  price: string;
  nextDoseAfterDays: number | null;
}

/**
 * A dog's vaccination appointment at a centre. It holds its slot and one dose of each vaccine while it is
 * scheduled or confirmed; its status moves only along BOOKING_TRANSITIONS, and every change (a reschedule
 * too) is written to its history. `sequence` counts the changes a calendar invite must show (RFC 5545).
 */
@Entity({ tableName: 'vaccination_booking' })
export class Booking {
  [OptionalProps]?:
    | 'id'
    | 'status'
    | 'sequence'
    | 'confirmedAt'
    | 'reminderSentFor'
    | 'specialInstructions'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId: string;

  @Property({ type: 'string', length: 254 })
  userEmail: string;

  /** What the customer quotes when calling the centre: VX and four digits, unique on the appointment's date. */
  @Property({ type: 'string', length: 6 })
  contactCode: string;

  @Property({ type: 'string', length: 100 })
  patientName: string;

  @Property({ type: 'string', length: 10 })
  phoneNumber: string;

  @Property({ type: 'string', length: 60 })
  city: string;

  @Property({ type: 'string', length: 200 })
  address: string;

  @Property({ type: 'string', length: 500, nullable: true })
  specialInstructions: string | null = null;

  @Property({ type: 'string', length: 60 })
  dogName: string;

  @Property({ type: 'string', length: 80 })
  dogBreed: string;

  @Property({ type: 'string', length: 12 })
  dogBehaviour: DogBehaviour;

  @ManyToOne({ entity: () => VaccinationCenter, fieldName: 'center_id' })
  center: VaccinationCenter;

  /** Nepal calendar date, YYYY-MM-DD. */
  @Property({ type: 'date' })
  appointmentDate: string;

  /** Nepal wall-clock time, HH:MM. */
  @Property({ type: 'string', length: 5 })
  appointmentTime: string;

  /** The same moment as an instant. */
  @Property({ type: 'datetime' })
  startsAt: Date;

  @Property({ type: 'string', length: 12 })
  status: BookingStatus = 'scheduled';

  /** Rupees, exact decimal text: the sum of the doses, paid at the centre. */
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  totalAmount: string;

  @Property({ type: 'integer' })
  sequence = 0;

  @Property({ type: 'datetime', nullable: true })
  confirmedAt: Date | null = null;

  /** The start time the reminder e-mail went out for (a moved appointment makes a new one due). */
  @Property({ type: 'datetime', nullable: true })
  reminderSentFor: Date | null = null;

  @OneToMany({
    entity: () => BookedVaccine,
    mappedBy: 'booking',
    orphanRemoval: true,
    orderBy: { name: 'asc' },
  })
  vaccines = new Collection<BookedVaccine>(this);

  @OneToMany({ entity: () => BookingHistoryEntry, mappedBy: 'booking', orderBy: { createdAt: 'asc' } })
  history = new Collection<BookingHistoryEntry>(this);

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /** A new scheduled booking: one dose of each vaccine, the total theirs, never the client's. */
  static request(input: {
    userId: string;
    userEmail: string;
    contactCode: string;
    patient: PatientDetails;
    dog: DogDetails;
    appointment: Appointment;
    doses: VaccineDose[];
  }): Booking {
    const booking = new Booking();
    booking.userId = input.userId;
    booking.userEmail = input.userEmail;
    booking.contactCode = input.contactCode;
    booking.patientName = input.patient.name;
    booking.phoneNumber = input.patient.phoneNumber;
    booking.city = input.patient.city;
    booking.address = input.patient.address;
    booking.specialInstructions = input.patient.specialInstructions;
    booking.dogName = input.dog.name;
    booking.dogBreed = input.dog.breed;
    booking.dogBehaviour = input.dog.behaviour;
    booking.place(input.appointment);
    let paisa = 0;
    for (const dose of input.doses) {
      const vaccine = new BookedVaccine();
      Object.assign(vaccine, dose, { doseNumber: DOSE_NUMBER });
      booking.vaccines.add(vaccine);
      paisa += toPaisa(dose.price);
    }
    booking.totalAmount = fromPaisa(paisa);
    booking.record({ id: input.userId, role: 'customer' }, null, 'scheduled');
    return booking;
  }

  /** Moves to `to` if the transition table allows it now; 409 otherwise, and nothing changes. */
  moveTo(to: BookingStatus, actor: BookingActor, now: Date, note: string | null = null): BookingStatus {
    const from = this.status;
    if (!canMoveBooking(from, to)) {
      throw new ConflictError(
        VACCINATION_ERROR_CODES.ILLEGAL_TRANSITION,
        VACCINATION_MESSAGES.illegalTransition(from, to),
        { status: from },
      );
    }
    if (OUTCOME_STATUSES.includes(to) && nepalDateOf(now) < this.appointmentDate) {
      throw new ConflictError(VACCINATION_ERROR_CODES.TOO_EARLY, VACCINATION_MESSAGES.tooEarly(to), {
        status: from,
      });
    }
    this.status = to;
    if (to === 'confirmed') this.confirmedAt = now;
    // A cancelled appointment's invite must replace the one the calendar holds.
    if (to === 'cancelled') this.sequence += 1;
    this.record(actor, from, to, note);
    return from;
  }

  /** 409 unless the booking may be rescheduled (bookingRescheduleRefusal): only while it is scheduled. */
  ensureReschedulable(): void {
    if (bookingRescheduleRefusal(this) !== null) {
      throw new ConflictError(
        VACCINATION_ERROR_CODES.NOT_RESCHEDULABLE,
        VACCINATION_MESSAGES.onlyScheduledReschedulable,
        { status: this.status },
      );
    }
  }

  /**
   * Moves a scheduled appointment to another centre, date or time (with the contact code free on the new
   * date); it stays scheduled. Answers where it was.
   */
  reschedule(appointment: Appointment, contactCode: string, actor: BookingActor): Appointment {
    this.ensureReschedulable();
    const before = this.appointment;
    this.place(appointment);
    this.contactCode = contactCode;
    this.sequence += 1;
    this.record(
      actor,
      'scheduled',
      'scheduled',
      `Rescheduled from ${before.date} ${before.time} at ${before.center.name}`,
    );
    return before;
  }

  get appointment(): Appointment {
    return {
      center: this.center,
      date: this.appointmentDate,
      time: this.appointmentTime,
      startsAt: this.startsAt,
    };
  }

  /**
   * Whether the reminder of a confirmed appointment is due at `now`: its time (`leadMs` before the start) has
   * come, the start has not, none went out for this start yet, and the clinic confirmed before that time (a
   * booking confirmed inside the last day already has its confirmation in the inbox).
   */
  needsReminder(now: Date, leadMs: number): boolean {
    const remindAt = this.startsAt.getTime() - leadMs;
    return (
      this.status === 'confirmed' &&
      this.confirmedAt !== null &&
      this.confirmedAt.getTime() < remindAt &&
      remindAt <= now.getTime() &&
      now.getTime() < this.startsAt.getTime() &&
      this.reminderSentFor?.getTime() !== this.startsAt.getTime()
    );
  }

  markReminderSent(): void {
    this.reminderSentFor = this.startsAt;
  }

  /** Whether the booking is at exactly this centre, date and time. */
  isAt(appointment: Appointment): boolean {
    return (
      this.center.id === appointment.center.id &&
      this.appointmentDate === appointment.date &&
      this.appointmentTime === appointment.time
    );
  }

  private place(appointment: Appointment): void {
    this.center = appointment.center;
    this.appointmentDate = appointment.date;
    this.appointmentTime = appointment.time;
    this.startsAt = appointment.startsAt;
  }

  private record(
    actor: BookingActor,
    from: BookingStatus | null,
    to: BookingStatus,
    note: string | null = null,
  ): void {
    const entry = new BookingHistoryEntry();
    entry.actorId = actor.id;
    entry.actorRole = actor.role;
    entry.fromStatus = from;
    entry.toStatus = to;
    entry.note = note;
    this.history.add(entry);
  }
}
