import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ERROR_CODES, isUuid, MESSAGES } from '@kukur/contracts';
import { NotFoundError } from '@kukur/server-kernel';
import { Announcement } from '../../domain/announcement.entity';
import { AnnouncementProgressDto } from '../../http/announcement.dto';
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
    const counts = await em
      .getConnection()
      .execute<{ status: 'pending' | 'sent' | 'failed'; count: number }[]>(
        'select status, count(*)::int as count from announcement_recipient where announcement_id = ? group by status',
        [announcement.id],
      );
    const count = (status: string) => counts.find((row) => row.status === status)?.count ?? 0;
    const pending = count('pending');
    return {
      id: announcement.id,
      productId: announcement.productId,
      productName: announcement.productName,
      recipients: announcement.recipients,
      sent: count('sent'),
      failed: count('failed'),
      pending,
      status: pending > 0 ? 'sending' : 'done',
      createdAt: announcement.createdAt.toISOString(),
    };
  }
}
