import { Query } from '@nestjs/cqrs';
import type { AvailabilityDto } from '../../http/availability.response.dto';

export interface AvailabilityRange {
  /** One centre (id, slug or name); every open centre when left out. */
  center?: string;
  /** Nepal dates, YYYY-MM-DD; from defaults to today, to to a week of days. */
  from?: string;
  to?: string;
}

/** For each centre and day of a range, the appointment times that still have a free place. */
export class GetAvailabilityQuery extends Query<AvailabilityDto> {
  constructor(
    readonly range: AvailabilityRange,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
