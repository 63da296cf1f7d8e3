import { MikroORM } from '@mikro-orm/postgresql';
import { Processor } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import {
  EventCatalogue,
  GracefulWorkerHost,
  OutboxJobData,
  QUEUE_NAMES,
  readEventJob,
  unknownJobError,
} from '@kukur/server-kernel';
import { Job } from 'bullmq';
import { emailRulesFor } from '../emails/email-rules';
import { EmailLogEntry, recordFailure, recordSent, referencesOf, wasSent } from '../mail/email-log';
import { EmailRenderer } from '../mail/email-renderer';
import { WorkerEmailTools } from '../mail/email-tools';
import { MailTransport } from '../mail/mail-transport';
import { MarketingLinks } from '../marketing/marketing-links';

/**
 * Sends the e-mails an event causes. Idempotent: each e-mail has a row in the e-mail log keyed by outbox
 * id, template and recipient, so a retry only sends what has not gone out yet. A failed send is logged
 * with its reason and thrown, and BullMQ retries the job with exponential backoff; after the last attempt
 * it stays in the failed set, where an admin can retry it. A job of an event no rule mails about fails
 * (it should not be routed here), and so does one whose payload breaks its event's schema.
 */
@Processor(QUEUE_NAMES.email, { concurrency: 4 })
export class EmailProcessor extends GracefulWorkerHost {
  private readonly logger = new Logger(EmailProcessor.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly renderer: EmailRenderer,
    private readonly transport: MailTransport,
    private readonly tools: WorkerEmailTools,
    private readonly links: MarketingLinks,
  ) {
    super();
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
    for (const rule of rules) {
      for (const email of rule.build(job.data.payload, this.tools)) {
        const template = email.template ?? rule.template;
        const key = `${job.data.outboxId}:${template}:${email.to}`;
        if (await wasSent(em, key)) {
          skipped += 1;
          continue;
        }
        const unsubscribe = email.marketing ? this.links.unsubscribe(email.to) : null;
        const rendered = this.renderer.render(template, email.subject, {
          ...email.context,
          ...(unsubscribe ? { unsubscribeUrl: unsubscribe.pageUrl } : {}),
        });
        const entry: EmailLogEntry = {
          key,
          outboxId: job.data.outboxId,
          eventType,
          template,
          recipient: email.to,
          subject: rule.logSubject ?? rendered.subject,
          ...references,
        };
        let messageId: string;
        try {
          messageId = await this.transport.send({
            to: email.to,
            ...rendered,
            calendar: email.calendar,
            headers: unsubscribe?.headers,
          });
        } catch (error) {
          await recordFailure(em, entry, error);
          throw error;
        }
        await recordSent(em, entry, messageId);
        sent += 1;
        this.logger.log({ jobId: job.id, template }, 'E-mail sent');
      }
    }
    return { sent, skipped };
  }
}
