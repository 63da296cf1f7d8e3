import { DomainEvent } from '@kukur/server-kernel';

export interface NewsletterConfirmationRequestedPayload {
  subscriptionId: string;
  email: string;
}

/**
 * An address asked for the newsletter and has not confirmed it yet: it is sent a signed confirmation
 * link (double opt-in). Raised again only when a re-send is due, never more often than the cooldown.
 */
export class NewsletterConfirmationRequestedEvent extends DomainEvent<NewsletterConfirmationRequestedPayload> {
  static readonly type = 'notification.newsletter-confirmation-requested';
  readonly type = NewsletterConfirmationRequestedEvent.type;
}
