import {
  BOOKING_WINDOW_DAYS,
  daysBetween,
  formatDate,
  isAppointmentTime,
  isIsoDate,
  nepalDateOf,
  nepalInstant,
  VACCINATION_ERROR_CODES,
  VACCINATION_MESSAGES,
  weekdayOf,
  WEEKDAY_NAMES,
} from '@kukur/contracts';
import { AppError, ValidationFailedError } from '@kukur/server-kernel';
import type { VaccinationCenter } from './vaccination-center.entity';

/** Where and when a dog is seen: a centre, a Nepal date and time, and that moment as an instant. */
export interface Appointment {
  center: VaccinationCenter;
  date: string;
  time: string;
  startsAt: Date;
}

/**
 * The appointment a customer asks for, checked against Nepal's calendar at `now`: a real date from today
 * to BOOKING_WINDOW_DAYS ahead, one of the appointment times and not already past, on a day the centre is
 * open. Every refusal is a 400 with the spec's text and changes nothing.
 */
export function appointmentAt(center: VaccinationCenter, date: string, time: string, now: Date): Appointment {
  if (!isIsoDate(date)) throw new ValidationFailedError(VACCINATION_MESSAGES.dateFormat, ['appointmentDate']);
  if (!isAppointmentTime(time)) {
    throw new ValidationFailedError(VACCINATION_MESSAGES.timeUnknown, ['appointmentTime']);
  }
  const today = nepalDateOf(now);
  if (date < today) notBookable(VACCINATION_MESSAGES.dateInPast);
  if (daysBetween(today, date) > BOOKING_WINDOW_DAYS) notBookable(VACCINATION_MESSAGES.dateTooFar);
  const startsAt = nepalInstant(date, time);
  if (startsAt.getTime() <= now.getTime()) {
    throw new AppError(VACCINATION_ERROR_CODES.TIME_PASSED, VACCINATION_MESSAGES.timePassed, 400, {
      fields: ['appointmentTime'],
    });
  }
  if (!center.isOpenOn(date)) {
    const weekday = weekdayOf(date);
    const when = center.closedWeekdays.includes(weekday) ? `${WEEKDAY_NAMES[weekday]}s` : formatDate(date)!;
    throw new AppError(
      VACCINATION_ERROR_CODES.CENTER_CLOSED,
      VACCINATION_MESSAGES.centerClosed(center.name, when),
      400,
      {
        fields: ['appointmentDate'],
      },
    );
  }
  return { center, date, time, startsAt };
}

function notBookable(message: string): never {
  throw new AppError(VACCINATION_ERROR_CODES.DATE_NOT_BOOKABLE, message, 400, {
    fields: ['appointmentDate'],
  });
}
