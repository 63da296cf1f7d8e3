import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SubscribeToNewsletterHandler } from './commands/subscribe-to-newsletter/subscribe-to-newsletter.handler';
import { NewsletterSubscription } from './domain/newsletter-subscription.entity';
import { NewsletterController } from './http/newsletter.controller';

/** The API side of notifications: newsletter sign-up. E-mails themselves go out from the worker. */
@Module({
  imports: [MikroOrmModule.forFeature([NewsletterSubscription])],
  controllers: [NewsletterController],
  providers: [SubscribeToNewsletterHandler],
})
export class NotificationModule {}
