import { Command } from '@nestjs/cqrs';
import type { Language } from '@kukur/contracts';

export interface SubscribeToNewsletterResult {
  email: string;
  /** The address had confirmed its subscription before: nothing changed, nothing was sent. */
  alreadySubscribed: boolean;
  /** This request queued a confirmation e-mail (false within the re-send cooldown). */
  confirmationSent: boolean;
}

/**
 * A visitor asks for the newsletter. Double opt-in: a new or unconfirmed address is sent a confirmation
 * link (again at most every few minutes); it gets marketing e-mail only after following it.
 */
export class SubscribeToNewsletterCommand extends Command<SubscribeToNewsletterResult> {
  constructor(
    readonly email: string,
    /** The subscriber's language; a new request without one leaves an existing subscriber's as it is. */
    readonly language?: Language,
  ) {
    super();
  }
}
