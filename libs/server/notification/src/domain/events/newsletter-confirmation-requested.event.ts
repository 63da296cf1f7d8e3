import { LANGUAGES } from '@kukur/contracts';
import { defineEvent, DomainEvent, QUEUE_NAMES, z } from '@kukur/server-kernel';

/**
 * An address asked for the newsletter and has not confirmed it yet: it is sent a signed confirmation
 * link (double opt-in). Raised again only when a re-send is due, never more often than the cooldown.
 */
export const NEWSLETTER_CONFIRMATION_REQUESTED = defineEvent({
  type: 'notification.newsletter-confirmation-requested.v1',
  formerly: 'notification.newsletter-confirmation-requested',
  schema: z.object({
    subscriptionId: z.string(),
    email: z.string(),
    /** The language the subscriber chose (the confirmation and the newsletters are written in it). */
    language: z.enum(LANGUAGES).optional(),
  }),
  queues: [QUEUE_NAMES.email],
});
export type NewsletterConfirmationRequestedPayload = z.infer<typeof NEWSLETTER_CONFIRMATION_REQUESTED.schema>;

export class NewsletterConfirmationRequestedEvent extends DomainEvent<NewsletterConfirmationRequestedPayload> {
  static readonly type = NEWSLETTER_CONFIRMATION_REQUESTED.type;
  readonly type = NewsletterConfirmationRequestedEvent.type;
}
