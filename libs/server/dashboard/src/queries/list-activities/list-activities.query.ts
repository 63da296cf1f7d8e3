import { Query } from '@nestjs/cqrs';
import type { ActivityDto } from '../../http/dashboard.dto';

/** The latest lines of the activity feed, newest first. */
export class ListActivitiesQuery extends Query<ActivityDto[]> {
  constructor(readonly limit: number) {
    super();
  }
}
