import {
  NewsletterSubscribedEvent,
  NewsletterSubscribedPayload,
} from '../domain/events/newsletter-subscribed.event';
import { EmailRule } from './email-rule';

/** Confirms a newsletter subscription to the address that subscribed. */
export const newsletterConfirmationEmail: EmailRule<NewsletterSubscribedPayload> = {
  eventType: NewsletterSubscribedEvent.type,
  template: 'newsletter-confirmation',
  build: ({ email }) => [
    { to: email, subject: 'Welcome to the {{shopName}} newsletter', context: { email } },
  ],
};
