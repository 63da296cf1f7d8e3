import { EntityManager } from '@mikro-orm/postgresql';
import { uuidArray } from '@kukur/server-kernel';
import { Announcement } from '../../domain/announcement.entity';
import { AnnouncementProgressDto } from '../../http/announcement.dto';

/** How far each announcement got: recipients sent to, given up on, skipped (unsubscribed) and still waiting. */
export async function announcementProgress(
  em: EntityManager,
  announcements: Announcement[],
): Promise<AnnouncementProgressDto[]> {
  if (announcements.length === 0) return [];
  const counts = await em
    .getConnection()
    .execute<{ announcementId: string; status: 'pending' | 'sent' | 'failed' | 'skipped'; count: number }[]>(
      `select announcement_id as "announcementId", status, count(*)::int as count
         from announcement_recipient where announcement_id = any(?::uuid[]) group by announcement_id, status`,
      [uuidArray(announcements.map((announcement) => announcement.id))],
    );
  return announcements.map((announcement) => {
    const count = (status: string) =>
      counts.find((row) => row.announcementId === announcement.id && row.status === status)?.count ?? 0;
    const pending = count('pending');
    return {
      id: announcement.id,
      productId: announcement.productId,
      productName: announcement.productName,
      recipients: announcement.recipients,
      sent: count('sent'),
      failed: count('failed'),
      skipped: count('skipped'),
      pending,
      status: pending > 0 ? 'sending' : 'done',
      createdAt: announcement.createdAt.toISOString(),
    };
  });
}
