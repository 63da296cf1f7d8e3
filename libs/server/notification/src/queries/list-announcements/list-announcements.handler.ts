import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Announcement } from '../../domain/announcement.entity';
import { AnnouncementProgressDto } from '../../http/announcement.dto';
import { announcementProgress } from '../get-announcement/announcement-progress';
import { ListAnnouncementsQuery } from './list-announcements.query';

@QueryHandler(ListAnnouncementsQuery)
export class ListAnnouncementsHandler implements IQueryHandler<
  ListAnnouncementsQuery,
  AnnouncementProgressDto[]
> {
  constructor(private readonly em: EntityManager) {}

  async execute({ limit }: ListAnnouncementsQuery): Promise<AnnouncementProgressDto[]> {
    const em = this.em.fork();
    const latest = await em.find(Announcement, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
    return announcementProgress(em, latest);
  }
}
