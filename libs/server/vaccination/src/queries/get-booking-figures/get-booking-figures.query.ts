import { Query } from '@nestjs/cqrs';

export interface BookingFigures {
  bookingCount: number;
  bookedLast30Days: number;
  bookedPrevious30Days: number;
  /** Appointments on today's Nepal date that are not cancelled. */
  todaysAppointments: number;
  /** Appointments (not cancelled) dated in the last 30 Nepal days, today included, and the 30 before. */
  appointmentsLast30Days: number;
  appointmentsPrevious30Days: number;
}

/** The vaccination service's figures for the admin's dashboard, as of `now`. */
export class GetBookingFiguresQuery extends Query<BookingFigures> {
  constructor(readonly now: Date = new Date()) {
    super();
  }
}
