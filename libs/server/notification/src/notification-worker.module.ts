import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module, OnModuleInit } from '@nestjs/common';
import { OutboxRoutes, QUEUE_NAMES } from '@kukur/server-kernel';
import { NewsletterSubscription } from './domain/newsletter-subscription.entity';
import { SentEmail } from './domain/sent-email.entity';
import { EMAIL_RULES } from './emails/email-rules';
import { AnnouncementRecipientWrites } from './mail/announcement-recipient-writes';
import { EmailLogWrites } from './mail/email-log-writes';
import { EmailRenderer } from './mail/email-renderer';
import { WorkerEmailTools } from './mail/email-tools';
import { MailTransport } from './mail/mail-transport';
import { RecipientLanguages } from './mail/recipient-languages';
import { MarketingLinks } from './marketing/marketing-links';
import { ProductAnnouncedEvent } from './domain/events/product-announced.event';
import { AnnouncementProcessor } from './processors/announcement.processor';
import { EmailProcessor } from './processors/email.processor';

/** The worker side of notifications: the `email` queue's processor, templates and SMTP. */
@Module({
  imports: [MikroOrmModule.forFeature([SentEmail, NewsletterSubscription])],
  providers: [
    AnnouncementRecipientWrites,
    EmailLogWrites,
    EmailRenderer,
    MailTransport,
    MarketingLinks,
    RecipientLanguages,
    WorkerEmailTools,
    EmailProcessor,
    AnnouncementProcessor,
  ],
  exports: [EmailRenderer, MailTransport],
})
export class NotificationWorkerModule implements OnModuleInit {
  constructor(private readonly routes: OutboxRoutes) {}

  onModuleInit(): void {
    // Fails at start-up when an e-mail rule's event is not declared with the email queue among its routes.
    for (const rule of EMAIL_RULES) this.routes.consume(rule.eventType, QUEUE_NAMES.email);
    this.routes.consume(ProductAnnouncedEvent.type, QUEUE_NAMES.announcements);
  }
}
