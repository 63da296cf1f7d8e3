import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SubscribeToNewsletterHandler } from './commands/subscribe-to-newsletter/subscribe-to-newsletter.handler';
import { NewsletterSubscription } from './domain/newsletter-subscription.entity';
import { ConfirmNewsletterHandler } from './commands/confirm-newsletter/confirm-newsletter.handler';
import { UnsubscribeMarketingHandler } from './commands/unsubscribe-marketing/unsubscribe-marketing.handler';
import { MarketingLinks } from './marketing/marketing-links';
import { SubscribeRateLimit } from './marketing/subscribe-rate-limit';
import { ReadMarketingLinkHandler } from './queries/read-marketing-link/read-marketing-link.handler';
import { AnnounceProductHandler } from './commands/announce-product/announce-product.handler';
import { Announcement } from './domain/announcement.entity';
import { AnnouncementsController } from './http/announcements.controller';
import { EmailLogController } from './http/email-log.controller';
import { NewsletterController } from './http/newsletter.controller';
import { GetAnnouncementHandler } from './queries/get-announcement/get-announcement.handler';
import { ListAnnouncementsHandler } from './queries/list-announcements/list-announcements.handler';
import { ListEmailLogHandler } from './queries/list-email-log/list-email-log.handler';
import { SubmitPartnerEnquiryHandler } from './commands/submit-partner-enquiry/submit-partner-enquiry.handler';
import { PartnerEnquiry } from './domain/partner-enquiry.entity';
import { PartnerEnquiriesController } from './http/partner-enquiries.controller';
import { PartnerEnquiryRateLimit } from './partnership/partner-enquiry-rate-limit';
import { ListPartnerEnquiriesHandler } from './queries/list-partner-enquiries/list-partner-enquiries.handler';

/**
 * The API side of notifications: newsletter sign-up (double opt-in) and unsubscribing by signed link,
 * product announcements, the e-mail log, and the "Become a Partner" messages of /contact (people writing to
 * the shop). E-mails go out from the worker.
 */
@Module({
  imports: [MikroOrmModule.forFeature([NewsletterSubscription, Announcement, PartnerEnquiry])],
  controllers: [
    NewsletterController,
    AnnouncementsController,
    EmailLogController,
    PartnerEnquiriesController,
  ],
  providers: [
    MarketingLinks,
    SubscribeRateLimit,
    SubscribeToNewsletterHandler,
    ConfirmNewsletterHandler,
    UnsubscribeMarketingHandler,
    ReadMarketingLinkHandler,
    AnnounceProductHandler,
    GetAnnouncementHandler,
    ListAnnouncementsHandler,
    ListEmailLogHandler,
    SubmitPartnerEnquiryHandler,
    ListPartnerEnquiriesHandler,
    PartnerEnquiryRateLimit,
  ],
})
export class NotificationModule {}
