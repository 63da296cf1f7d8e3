import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import {
  APP_CONFIG,
  type AppConfig,
  EventCatalogue,
  GracefulWorkerHost,
  QUEUE_NAMES,
  readEventJob,
  unknownJobError,
  workerOptions,
} from '@kukur/server-kernel';
import { Job, Queue } from 'bullmq';
import {
  AnnouncedProduct,
  PRODUCT_ANNOUNCED,
  ProductAnnouncedPayload,
} from '../domain/events/product-announced.event';
import { productAnnouncementEmail } from '../emails/product-announcement.email';
import { AnnouncementRecipientWrites } from '../mail/announcement-recipient-writes';
import { CLAIM_LEASE_MS, ClaimAttempt, claimWhenFree, holdClaim } from '../mail/claims';
import { EmailRenderer } from '../mail/email-renderer';
import { MailTransport } from '../mail/mail-transport';
import { MarketingLinks } from '../marketing/marketing-links';
import { RecipientLanguages } from '../mail/recipient-languages';

/** The job that sends one batch of an announcement. */
export const ANNOUNCEMENT_BATCH_JOB = 'notification.announcement-batch';

export interface AnnouncementBatchJobData {
  announcementId: string;
  batch: number;
  product: AnnouncedProduct;
}

const FAN_OUT_CHUNK = 500;

type Connection = ReturnType<EntityManager['getConnection']>;

export interface BatchOutcome {
  sent: number;
  failed: number;
  /** Unsubscribed while the batch was waiting or under way. */
  skipped: number;
}

/**
 * Fans an announcement out into batch jobs (job id = announcement and batch, so a replay adds nothing),
 * then sends each batch. Each recipient row records its own outcome, so a retried batch only sends to
 * those still pending; after the last retry they are marked failed. Each e-mail is claimed before it is
 * sent (see `tryClaim`). A batch runs for as long as its e-mails take: the worker renews the job's lock
 * meanwhile (WORKER_LOCK_OPTIONS), so a live batch is not mistaken for a stalled one.
 */
@Processor(QUEUE_NAMES.announcements, workerOptions(2))
export class AnnouncementProcessor extends GracefulWorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(AnnouncementProcessor.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly writes: AnnouncementRecipientWrites,
    private readonly renderer: EmailRenderer,
    private readonly transport: MailTransport,
    private readonly links: MarketingLinks,
    private readonly languages: RecipientLanguages,
    @InjectQueue(QUEUE_NAMES.announcements) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  /**
   * A batch sends its e-mails one after another (an unsubscribe reaches the rest of a batch under way), so
   * batches run side by side, one per SMTP connection, to keep every connection busy. The decorator's
   * concurrency is fixed at import; the configured one applies once the worker exists.
   */
  onApplicationBootstrap(): void {
    this.useJobSlots(this.config.SMTP_MAX_CONNECTIONS);
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
    // A few hundred jobs per call: 100,000 recipients are 2,000 batches.
    for (let first = 0; first < batches; first += FAN_OUT_CHUNK) {
      await this.queue.addBulk(
        Array.from({ length: Math.min(FAN_OUT_CHUNK, batches - first) }, (_, index) => {
          const batch = first + index;
          return {
            name: ANNOUNCEMENT_BATCH_JOB,
            data: { announcementId, batch, product } satisfies AnnouncementBatchJobData,
            opts: { jobId: `${announcementId}-${batch}` },
          };
        }),
      );
    }
    return { batches };
  }

  /**
   * Claims one recipient's e-mail for this attempt (the row stays `pending`, with a token and a lease
   * renewed while it is sent): only a pending row without a live claim is taken, so a batch that is run
   * twice at once (a stalled job picked up while its first run still sends) never sends one e-mail twice
   * at the same time, and a claim left by a worker that died runs out and is taken over.
   */
  private async tryClaim(
    connection: Connection,
    announcementId: string,
    email: string,
    token: string,
  ): Promise<ClaimAttempt> {
    if (await this.writes.claim({ announcementId, email, token })) return { outcome: 'claimed' };
    const [row] = await connection.execute<{ status: string; remaining_ms: number | null }[]>(
      `select status, greatest(extract(epoch from claimed_until - now()) * 1000, 0)::int as remaining_ms
         from announcement_recipient where announcement_id = ? and email = ?`,
      [announcementId, email],
    );
    if (row?.status === 'pending') return { outcome: 'busy', remainingMs: row.remaining_ms ?? 0 };
    return { outcome: 'done', status: row?.status ?? 'skipped' };
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
    // One look-up per batch: each recipient reads the announcement in their account's or subscription's language.
    const languages = await this.languages.of(
      pending.map(({ email: to }) => ({ to })),
      { subscriptions: true },
    );
    let sent = 0;
    let failed = 0;
    let skipped = 0;
    for (const [at, { email: to }] of pending.entries()) {
      const token = randomUUID();
      const claimed = await claimWhenFree(
        () => this.tryClaim(connection, announcementId, to, token),
        `The announcement e-mail to ${to}`,
      );
      // Unsubscribed since the batch started (the unsubscribe marked the row), or sent by another run.
      if (claimed.outcome === 'done') {
        skipped += 1;
        continue;
      }
      const release = holdClaim(
        () =>
          connection.execute(
            `update announcement_recipient set claimed_until = now() + ? * interval '1 millisecond'
              where announcement_id = ? and email = ? and claim_token = ?`,
            [CLAIM_LEASE_MS, announcementId, to, token],
          ),
        (error) => this.logger.warn({ announcementId, error }, 'Could not renew an announcement claim'),
      );
      try {
        // Each recipient's e-mail carries the unsubscribe link signed for their own address.
        const unsubscribe = this.links.unsubscribe(to);
        const rendered = this.renderer.render(
          productAnnouncementEmail.template,
          email!.subject,
          { ...email!.context, unsubscribeUrl: unsubscribe.pageUrl },
          languages[at],
        );
        await this.transport.send({
          to,
          ...rendered,
          headers: unsubscribe.headers,
          // The same on a second send after a worker died mid-send: mail clients show one message.
          messageId: this.transport.messageIdOf(`announcement:${announcementId}:${to}`),
        });
        release();
        await this.writes.markSent({ announcementId, email: to, token });
        sent += 1;
      } catch (error) {
        release();
        failed += 1;
        await connection.execute(
          `update announcement_recipient
              set last_error = left(?, 300), claim_token = null, claimed_until = null, updated_at = now()
            where announcement_id = ? and email = ? and claim_token = ?`,
          [error instanceof Error ? error.message : String(error), announcementId, to, token],
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
