import {
  NewsletterConfirmationRequestedEvent,
  NewsletterConfirmationRequestedPayload,
} from '../domain/events/newsletter-confirmation-requested.event';
import { EmailRule } from './email-rule';

/**
 * Asks the address that subscribed to confirm with a signed link (double opt-in). Not a marketing e-mail
 * itself: it carries no unsubscribe link, and nothing follows unless the link is used.
 */
export const newsletterConfirmationEmail: EmailRule<NewsletterConfirmationRequestedPayload> = {
  eventType: NewsletterConfirmationRequestedEvent.type,
  template: 'newsletter-confirmation',
  build: ({ email, language }, tools) => [
    {
      to: email,
      language,
      subject: 'Please confirm your {{shopName}} newsletter subscription',
      context: { email, confirmUrl: tools.confirmSubscriptionUrl(email) },
    },
  ],
};
