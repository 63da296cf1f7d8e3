import { DomainEvent } from '@kukur/server-kernel';

export interface NewsletterConfirmedPayload {
  subscriptionId: string;
  email: string;
}

/** An address followed its confirmation link: from now on it receives marketing e-mail. */
export class NewsletterConfirmedEvent extends DomainEvent<NewsletterConfirmedPayload> {
  static readonly type = 'notification.newsletter-confirmed';
  readonly type = NewsletterConfirmedEvent.type;
}
