import { LANGUAGES } from '@kukur/contracts';
import { defineEvent, DomainEvent, QUEUE_NAMES, z } from '@kukur/server-kernel';

/** An address followed its confirmation link: from now on it receives marketing e-mail. */
export const NEWSLETTER_CONFIRMED = defineEvent({
  type: 'notification.newsletter-confirmed.v1',
  formerly: 'notification.newsletter-confirmed',
  schema: z.object({
    subscriptionId: z.string(),
    email: z.string(),
    /** The language the subscriber chose: the newsletter's welcome is written in it. */
    language: z.enum(LANGUAGES).optional(),
  }),
  queues: [QUEUE_NAMES.email],
});
export type NewsletterConfirmedPayload = z.infer<typeof NEWSLETTER_CONFIRMED.schema>;

export class NewsletterConfirmedEvent extends DomainEvent<NewsletterConfirmedPayload> {
  static readonly type = NEWSLETTER_CONFIRMED.type;
  readonly type = NewsletterConfirmedEvent.type;
}
