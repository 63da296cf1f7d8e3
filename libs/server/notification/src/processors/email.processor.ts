import { MikroORM } from '@mikro-orm/postgresql';
import { Processor } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { GracefulWorkerHost, OutboxJobData, QUEUE_NAMES } from '@kukur/server-kernel';
import { Job } from 'bullmq';
import { SentEmail } from '../domain/sent-email.entity';
import { emailRulesFor } from '../emails/email-rules';
import { EmailRenderer } from '../mail/email-renderer';
import { WorkerEmailTools } from '../mail/email-tools';
import { MailTransport } from '../mail/mail-transport';

/**
 * Sends the e-mails an event causes. Idempotent: each sent e-mail leaves a SentEmail row keyed
 * by outbox id, template and recipient, so a retry only sends what has not gone out yet.
 * A failed send throws, and BullMQ retries the job with exponential backoff.
 */
@Processor(QUEUE_NAMES.email, { concurrency: 4 })
export class EmailProcessor extends GracefulWorkerHost {
  private readonly logger = new Logger(EmailProcessor.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly renderer: EmailRenderer,
    private readonly transport: MailTransport,
    private readonly tools: WorkerEmailTools,
  ) {
    super();
  }

  async process(job: Job<OutboxJobData>): Promise<{ sent: number; skipped: number }> {
    const em = this.orm.em.fork();
    let sent = 0;
    let skipped = 0;
    for (const rule of emailRulesFor(job.data.type)) {
      for (const email of rule.build(job.data.payload, this.tools)) {
        const template = email.template ?? rule.template;
        const key = `${job.data.outboxId}:${template}:${email.to}`;
        if (await em.findOne(SentEmail, { key })) {
          skipped += 1;
          continue;
        }
        const rendered = this.renderer.render(template, email.subject, email.context);
        const messageId = await this.transport.send({ to: email.to, ...rendered, calendar: email.calendar });
        await em.execute(
          `insert into sent_email (key, template, recipient, message_id, sent_at) values (?, ?, ?, ?, now())
           on conflict (key) do nothing`,
          [key, template, email.to, messageId],
        );
        sent += 1;
        this.logger.log({ jobId: job.id, template }, 'E-mail sent');
      }
    }
    return { sent, skipped };
  }
}
