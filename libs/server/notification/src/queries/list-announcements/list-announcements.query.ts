import { Query } from '@nestjs/cqrs';
import type { AnnouncementProgressDto } from '../../http/announcement.dto';

/** The latest announcements with their progress, newest first. */
export class ListAnnouncementsQuery extends Query<AnnouncementProgressDto[]> {
  constructor(readonly limit: number) {
    super();
  }
}
