import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DEFAULT_LANGUAGE, normalizeEmail } from '@kukur/contracts';
import type { Language } from '@kukur/contracts';
import { recordEvent } from '@kukur/server-kernel';
import { randomUUID } from 'node:crypto';
import { NewsletterConfirmationRequestedEvent } from '../../domain/events/newsletter-confirmation-requested.event';
import { CONFIRMATION_RESEND_COOLDOWN_MINUTES } from '../../domain/newsletter-subscription.entity';
import { SubscribeToNewsletterCommand, SubscribeToNewsletterResult } from './subscribe-to-newsletter.command';

interface Requested {
  id: string;
  language: Language;
}

@CommandHandler(SubscribeToNewsletterCommand)
export class SubscribeToNewsletterHandler implements ICommandHandler<SubscribeToNewsletterCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute(command: SubscribeToNewsletterCommand): Promise<SubscribeToNewsletterResult> {
    const email = normalizeEmail(command.email);
    return this.em.fork().transactional(async (tx) => {
      // ON CONFLICT keeps concurrent requests for one address to a single row and a single e-mail.
      const inserted = await tx.execute<Requested[]>(
        `insert into newsletter_subscription (id, email, language, created_at, confirmation_sent_at)
         values (?, ?, ?, now(), now())
         on conflict (email) do nothing returning id, language`,
        [randomUUID(), email, command.language ?? DEFAULT_LANGUAGE],
      );
      let requested = inserted[0];
      if (!requested) {
        // Unconfirmed and the cooldown is over, or subscribing again after unsubscribing: one request wins
        // the row and (re-)sends. After an unsubscribe this happens once; then the cooldown applies again.
        const resend = await tx.execute<Requested[]>(
          `update newsletter_subscription
              set confirmation_sent_at = now(), unsubscribed_at = null, language = coalesce(?, language)
            where email = ?
              and (confirmed_at is null or unsubscribed_at is not null)
              and (unsubscribed_at is not null
                   or confirmation_sent_at is null
                   or confirmation_sent_at < now() - make_interval(mins => ?))
          returning id, language`,
          [command.language ?? null, email, CONFIRMATION_RESEND_COOLDOWN_MINUTES],
        );
        requested = resend[0];
      }
      if (requested) {
        recordEvent(
          tx,
          new NewsletterConfirmationRequestedEvent({
            subscriptionId: requested.id,
            email,
            language: requested.language,
          }),
        );
        return { email, alreadySubscribed: false, confirmationSent: true };
      }
      const [row] = await tx.execute<{ confirmed: boolean }[]>(
        `select confirmed_at is not null and unsubscribed_at is null as confirmed
           from newsletter_subscription where email = ?`,
        [email],
      );
      return { email, alreadySubscribed: row?.confirmed === true, confirmationSent: false };
    });
  }
}
