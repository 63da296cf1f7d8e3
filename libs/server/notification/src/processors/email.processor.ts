import { MikroORM } from '@mikro-orm/postgresql';
import { Processor } from '@nestjs/bullmq';
import { Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import {
  APP_CONFIG,
  type AppConfig,
  EventCatalogue,
  GracefulWorkerHost,
  OutboxJobData,
  QUEUE_NAMES,
  readEventJob,
  unknownJobError,
  workerOptions,
} from '@kukur/server-kernel';
import { Job } from 'bullmq';
import { emailRulesFor } from '../emails/email-rules';
import { claimWhenFree, holdClaim } from '../mail/claims';
import { EmailClaim, referencesOf } from '../mail/email-log';
import { EmailLogWrites } from '../mail/email-log-writes';
import { EmailRenderer } from '../mail/email-renderer';
import { WorkerEmailTools } from '../mail/email-tools';
import { MailTransport } from '../mail/mail-transport';
import { RecipientLanguages } from '../mail/recipient-languages';
import { MarketingLinks } from '../marketing/marketing-links';

/**
 * Sends the e-mails an event causes. Idempotent: each e-mail has a row in the e-mail log keyed by outbox
 * id, template and recipient, claimed (`sending`, committed) before it is sent and marked `sent` after, so a
 * retry only sends what has not gone out yet, and two attempts never send one e-mail at the same time. An
 * attempt that died mid-send leaves its claim to run out; the e-mail is then sent again with the same
 * Message-ID (nobody can know whether the SMTP server took it), so mail clients show one message. A failed send is logged
 * with its reason and thrown, and BullMQ retries the job with exponential backoff; after the last attempt
 * it stays in the failed set, where an admin can retry it. A job of an event no rule mails about fails
 * (it should not be routed here), and so does one whose payload breaks its event's schema.
 */
@Processor(QUEUE_NAMES.email, workerOptions(4))
export class EmailProcessor extends GracefulWorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(EmailProcessor.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly logWrites: EmailLogWrites,
    private readonly renderer: EmailRenderer,
    private readonly transport: MailTransport,
    private readonly tools: WorkerEmailTools,
    private readonly links: MarketingLinks,
    private readonly languages: RecipientLanguages,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  /** The decorator's concurrency is fixed at import; the configured one applies once the worker exists. */
  onApplicationBootstrap(): void {
    this.useJobSlots(this.config.EMAIL_CONCURRENCY);
  }

  async process(job: Job<OutboxJobData>): Promise<{ sent: number; skipped: number }> {
    // A job queued under an event's former (unversioned) name is mailed as the event's declared type.
    const eventType = EventCatalogue.canonical(job.name);
    const rules = emailRulesFor(eventType);
    if (rules.length === 0) throw unknownJobError(QUEUE_NAMES.email, job);
    readEventJob(job);
    const em = this.orm.em.fork();
    const references = referencesOf(job.data.payload);
    let sent = 0;
    let skipped = 0;
    const emails = rules.flatMap((rule) =>
      rule.build(job.data.payload, this.tools).map((email) => ({ rule, email })),
    );
    const languages = await this.languages.of(emails.map(({ email }) => email));
    for (const [at, { rule, email }] of emails.entries()) {
      const template = email.template ?? rule.template;
      const key = `${job.data.outboxId}:${template}:${email.to}`;
      const unsubscribe = email.marketing ? this.links.unsubscribe(email.to) : null;
      const rendered = this.renderer.render(
        template,
        email.subject,
        { ...email.context, ...(unsubscribe ? { unsubscribeUrl: unsubscribe.pageUrl } : {}) },
        languages[at],
      );
      const claim = new EmailClaim(em, this.logWrites, {
        key,
        outboxId: job.data.outboxId,
        eventType,
        template,
        recipient: email.to,
        subject: rule.logSubject ?? rendered.subject,
        messageId: this.transport.messageIdOf(key),
        ...references,
      });
      // Committed before the send: a job that finds it `sent` skips the e-mail, and one that finds a live
      // `sending` claim waits for it; only a claim whose attempt died is taken over and sent again.
      const claimed = await claimWhenFree(() => claim.tryClaim(), `The ${template} e-mail to ${email.to}`);
      if (claimed.outcome === 'done') {
        skipped += 1;
        continue;
      }
      const release = holdClaim(
        () => claim.renew(),
        (error) => this.logger.warn({ jobId: job.id, template, error }, 'Could not renew an e-mail claim'),
      );
      try {
        await this.transport.send({
          to: email.to,
          ...rendered,
          calendar: email.calendar,
          headers: unsubscribe?.headers,
          messageId: claim.entry.messageId,
        });
      } catch (error) {
        release();
        await claim.recordFailure(error);
        throw error;
      }
      release();
      await claim.recordSent();
      sent += 1;
      this.logger.log({ jobId: job.id, template }, 'E-mail sent');
    }
    return { sent, skipped };
  }
}
