import {
  NewsletterConfirmedEvent,
  NewsletterConfirmedPayload,
} from '../domain/events/newsletter-confirmed.event';
import { EmailRule } from './email-rule';

/** The newsletter's first issue, once the address confirmed: a marketing e-mail with its unsubscribe link. */
export const newsletterWelcomeEmail: EmailRule<NewsletterConfirmedPayload> = {
  eventType: NewsletterConfirmedEvent.type,
  template: 'newsletter-welcome',
  build: ({ email, language }) => [
    {
      to: email,
      language,
      subject: 'Welcome to the {{shopName}} newsletter',
      context: { email },
      marketing: true,
    },
  ],
};
