import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  addDays,
  APPOINTMENT_TIMES,
  AVAILABILITY_MAX_DAYS,
  AVAILABILITY_SUMMARY_DAYS,
  BOOKING_WINDOW_DAYS,
  daysBetween,
  nepalDateOf,
  nepalInstant,
} from '@kukur/contracts';
import { ValidationFailedError } from '@kukur/server-kernel';
import { findCenter } from '../../domain/find-center';
import { VaccinationCenter } from '../../domain/vaccination-center.entity';
import { AvailabilityDayDto, AvailabilityDto } from '../../http/availability.response.dto';
import { GetAvailabilityQuery } from './get-availability.query';

interface SlotRow {
  center_id: string;
  appointment_date: string;
  appointment_time: string;
  booked: number;
}

@QueryHandler(GetAvailabilityQuery)
export class GetAvailabilityHandler implements IQueryHandler<GetAvailabilityQuery, AvailabilityDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ range, now }: GetAvailabilityQuery): Promise<AvailabilityDto> {
    const today = nepalDateOf(now);
    const from = range.from ?? today;
    const to = range.to ?? addDays(from, AVAILABILITY_SUMMARY_DAYS - 1);
    if (to < from) throw new ValidationFailedError('to must not be before from', ['to']);
    if (daysBetween(from, to) >= AVAILABILITY_MAX_DAYS) {
      throw new ValidationFailedError(`Ask for at most ${AVAILABILITY_MAX_DAYS} days at a time`, ['to']);
    }
    const em = this.em.fork();
    const centers = range.center
      ? [await findCenter(em, range.center, 'center')]
      : await em.find(VaccinationCenter, { isActive: true }, { orderBy: { sortOrder: 'asc', name: 'asc' } });
    const rows = await em.execute<SlotRow[]>(
      `select center_id, appointment_date, appointment_time, booked from vaccination_slot
        where center_id in (?) and appointment_date between ? and ?`,
      [centers.map((center) => center.id), from, to],
    );
    const booked = new Map(
      rows.map((row) => [`${row.center_id}|${row.appointment_date}|${row.appointment_time}`, row.booked]),
    );
    const dates = Array.from({ length: daysBetween(from, to) + 1 }, (_, index) => addDays(from, index));
    const bookable = (date: string) => date >= today && daysBetween(today, date) <= BOOKING_WINDOW_DAYS;
    const perCenter = centers.map((center) => {
      const days: AvailabilityDayDto[] = dates.map((date) => {
        const open = bookable(date) && center.isOpenOn(date);
        const places = open
          ? APPOINTMENT_TIMES.filter((time) => nepalInstant(date, time).getTime() > now.getTime()).map(
              (time) => ({
                time,
                free: center.slotCapacity - (booked.get(`${center.id}|${date}|${time}`) ?? 0),
              }),
            )
          : [];
        const free = places.filter((place) => place.free > 0);
        return {
          date,
          open,
          freeTimes: free.map((place) => place.time),
          free: free.reduce((sum, place) => sum + place.free, 0),
        };
      });
      return {
        centerId: center.id,
        name: center.name,
        slotCapacity: center.slotCapacity,
        free: days.reduce((sum, day) => sum + day.free, 0),
        days,
      };
    });
    return {
      from,
      to,
      today,
      times: [...APPOINTMENT_TIMES],
      free: perCenter.reduce((sum, center) => sum + center.free, 0),
      centers: perCenter,
    };
  }
}
