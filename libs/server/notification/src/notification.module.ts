import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SubscribeToNewsletterHandler } from './commands/subscribe-to-newsletter/subscribe-to-newsletter.handler';
import { NewsletterSubscription } from './domain/newsletter-subscription.entity';
import { AnnounceProductHandler } from './commands/announce-product/announce-product.handler';
import { Announcement } from './domain/announcement.entity';
import { AnnouncementsController } from './http/announcements.controller';
import { NewsletterController } from './http/newsletter.controller';
import { GetAnnouncementHandler } from './queries/get-announcement/get-announcement.handler';

/** The API side of notifications: newsletter sign-up and product announcements. E-mails go out from the worker. */
@Module({
  imports: [MikroOrmModule.forFeature([NewsletterSubscription, Announcement])],
  controllers: [NewsletterController, AnnouncementsController],
  providers: [SubscribeToNewsletterHandler, AnnounceProductHandler, GetAnnouncementHandler],
})
export class NotificationModule {}
