import { Query } from '@nestjs/cqrs';
import type { AnnouncementProgressDto } from '../../http/announcement.dto';

/** How far an announcement has got: sent, failed and still pending recipients. */
export class GetAnnouncementQuery extends Query<AnnouncementProgressDto> {
  constructor(readonly announcementId: string) {
    super();
  }
}
