import { DomainEvent } from '@kukur/server-kernel';

export interface NewsletterSubscribedPayload {
  subscriptionId: string;
  email: string;
}

/** A new address joined the newsletter (not raised again for an address already subscribed). */
export class NewsletterSubscribedEvent extends DomainEvent<NewsletterSubscribedPayload> {
  static readonly type = 'notification.newsletter-subscribed';
  readonly type = NewsletterSubscribedEvent.type;
}
