import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ERROR_CODES, isUuid, MESSAGES } from '@kukur/contracts';
import { NotFoundError } from '@kukur/server-kernel';
import { Announcement } from '../../domain/announcement.entity';
import { AnnouncementProgressDto } from '../../http/announcement.dto';
import { announcementProgress } from './announcement-progress';
import { GetAnnouncementQuery } from './get-announcement.query';

@QueryHandler(GetAnnouncementQuery)
export class GetAnnouncementHandler implements IQueryHandler<GetAnnouncementQuery, AnnouncementProgressDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ announcementId }: GetAnnouncementQuery): Promise<AnnouncementProgressDto> {
    const em = this.em.fork();
    const announcement = isUuid(announcementId)
      ? await em.findOne(Announcement, { id: announcementId })
      : null;
    if (!announcement) {
      throw new NotFoundError(ERROR_CODES.ANNOUNCEMENT_NOT_FOUND, MESSAGES.catalogue.announcementNotFound);
    }
    const [progress] = await announcementProgress(em, [announcement]);
    return progress!;
  }
}
