import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { weekdayOf } from '@kukur/contracts';

/**
 * A clinic where dogs are vaccinated. Its closing days (weekdays and single dates such as holidays) and
 * how many dogs each appointment time takes are data, so a centre can change them without a release.
 */
@Entity({ tableName: 'vaccination_center' })
export class VaccinationCenter {
  [OptionalProps]?: 'closedWeekdays' | 'closedDates' | 'slotCapacity' | 'isActive' | 'sortOrder';

  @PrimaryKey({ type: 'uuid' })
  id: string;

  @Property({ type: 'string', length: 60, unique: true })
  slug: string;

  @Property({ type: 'string', length: 100 })
  name: string;

  @Property({ type: 'string', length: 200 })
  address: string;

  @Property({ type: 'string', length: 60 })
  city: string;

  @Property({ type: 'double' })
  latitude: number;

  @Property({ type: 'double' })
  longitude: number;

  @Property({ type: 'string', length: 20 })
  phone: string;

  @Property({ type: 'string', length: 60 })
  openingHours: string;

  /** 0 Sunday ... 6 Saturday: days of the week the centre is closed (Saturday is Nepal's weekly holiday). */
  @Property({ type: 'json' })
  closedWeekdays: number[] = [6];

  /** Single closed dates (YYYY-MM-DD), e.g. Dashain and Tihar holidays. */
  @Property({ type: 'json' })
  closedDates: string[] = [];

  /** Dogs one appointment time can take. */
  @Property({ type: 'smallint' })
  slotCapacity = 1;

  @Property({ type: 'boolean' })
  isActive = true;

  @Property({ type: 'smallint' })
  sortOrder = 0;

  /** Whether the centre sees customers on a Nepal calendar date. */
  isOpenOn(date: string): boolean {
    return !this.closedWeekdays.includes(weekdayOf(date)) && !this.closedDates.includes(date);
  }
}
