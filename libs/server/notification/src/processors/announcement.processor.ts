import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import {
  EventCatalogue,
  GracefulWorkerHost,
  QUEUE_NAMES,
  readEventJob,
  unknownJobError,
} from '@kukur/server-kernel';
import { Job, Queue } from 'bullmq';
import {
  AnnouncedProduct,
  PRODUCT_ANNOUNCED,
  ProductAnnouncedPayload,
} from '../domain/events/product-announced.event';
import { productAnnouncementEmail } from '../emails/product-announcement.email';
import { EmailRenderer } from '../mail/email-renderer';
import { MailTransport } from '../mail/mail-transport';
import { MarketingLinks } from '../marketing/marketing-links';

/** The job that sends one batch of an announcement. */
export const ANNOUNCEMENT_BATCH_JOB = 'notification.announcement-batch';

export interface AnnouncementBatchJobData {
  announcementId: string;
  batch: number;
  product: AnnouncedProduct;
}

export interface BatchOutcome {
  sent: number;
  failed: number;
  /** Unsubscribed while the batch was waiting or under way. */
  skipped: number;
}

/**
 * Fans an announcement out into batch jobs (job id = announcement and batch, so a replay adds nothing),
 * then sends each batch. Each recipient row records its own outcome, so a retried batch only sends to
 * those still pending; after the last retry they are marked failed.
 */
@Processor(QUEUE_NAMES.announcements, { concurrency: 2 })
export class AnnouncementProcessor extends GracefulWorkerHost {
  private readonly logger = new Logger(AnnouncementProcessor.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly renderer: EmailRenderer,
    private readonly transport: MailTransport,
    private readonly links: MarketingLinks,
    @InjectQueue(QUEUE_NAMES.announcements) private readonly queue: Queue,
  ) {
    super();
  }

  async process(job: Job): Promise<unknown> {
    // A job queued under the event's former (unversioned) name is the same event.
    if (EventCatalogue.canonical(job.name) === PRODUCT_ANNOUNCED.type) {
      return this.fanOut(readEventJob(job, PRODUCT_ANNOUNCED));
    }
    if (job.name === ANNOUNCEMENT_BATCH_JOB) return this.sendBatch(job as Job<AnnouncementBatchJobData>);
    throw unknownJobError(QUEUE_NAMES.announcements, job);
  }

  private async fanOut({
    announcementId,
    batches,
    product,
  }: ProductAnnouncedPayload): Promise<{ batches: number }> {
    await this.queue.addBulk(
      Array.from({ length: batches }, (_, batch) => ({
        name: ANNOUNCEMENT_BATCH_JOB,
        data: { announcementId, batch, product } satisfies AnnouncementBatchJobData,
        opts: { jobId: `${announcementId}-${batch}` },
      })),
    );
    return { batches };
  }

  private async stillPending(
    connection: ReturnType<EntityManager['getConnection']>,
    announcementId: string,
    email: string,
  ): Promise<boolean> {
    const [row] = await connection.execute<{ status: string }[]>(
      'select status from announcement_recipient where announcement_id = ? and email = ?',
      [announcementId, email],
    );
    return row?.status === 'pending';
  }

  private async sendBatch(job: Job<AnnouncementBatchJobData>): Promise<BatchOutcome> {
    const { announcementId, batch, product } = job.data;
    const connection = this.orm.em.fork().getConnection();
    const pending = await connection.execute<{ email: string }[]>(
      `select email from announcement_recipient
        where announcement_id = ? and batch = ? and status = 'pending' order by email`,
      [announcementId, batch],
    );
    const [email] = productAnnouncementEmail.build({ product });
    let sent = 0;
    let failed = 0;
    let skipped = 0;
    for (const { email: to } of pending) {
      // Unsubscribed since the batch started: skipped (the unsubscribe marked the row).
      if (!(await this.stillPending(connection, announcementId, to))) {
        skipped += 1;
        continue;
      }
      try {
        // Each recipient's e-mail carries the unsubscribe link signed for their own address.
        const unsubscribe = this.links.unsubscribe(to);
        const rendered = this.renderer.render(productAnnouncementEmail.template, email!.subject, {
          ...email!.context,
          unsubscribeUrl: unsubscribe.pageUrl,
        });
        await this.transport.send({ to, ...rendered, headers: unsubscribe.headers });
        await connection.execute(
          `update announcement_recipient set status = 'sent', attempts = attempts + 1, updated_at = now()
            where announcement_id = ? and email = ?`,
          [announcementId, to],
        );
        sent += 1;
      } catch (error) {
        failed += 1;
        await connection.execute(
          `update announcement_recipient set attempts = attempts + 1, last_error = left(?, 300), updated_at = now()
            where announcement_id = ? and email = ?`,
          [error instanceof Error ? error.message : String(error), announcementId, to],
        );
      }
    }
    if (failed === 0) return { sent, failed, skipped };
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    if (!lastAttempt) throw new Error(`${failed} of ${pending.length} announcement e-mails failed; retrying`);
    await connection.execute(
      `update announcement_recipient set status = 'failed', updated_at = now()
        where announcement_id = ? and batch = ? and status = 'pending'`,
      [announcementId, batch],
    );
    this.logger.warn({ announcementId, batch, failed }, 'Announcement e-mails failed after every retry');
    return { sent, failed, skipped };
  }
}
