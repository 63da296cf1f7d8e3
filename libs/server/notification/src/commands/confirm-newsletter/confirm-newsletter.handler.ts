import type { Language } from '@kukur/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ERROR_CODES, MESSAGES } from '@kukur/contracts';
import { NotFoundError, recordEvent } from '@kukur/server-kernel';
import { NewsletterConfirmedEvent } from '../../domain/events/newsletter-confirmed.event';
import { MarketingLinks } from '../../marketing/marketing-links';
import { ConfirmNewsletterCommand, ConfirmNewsletterResult } from './confirm-newsletter.command';

@CommandHandler(ConfirmNewsletterCommand)
export class ConfirmNewsletterHandler implements ICommandHandler<ConfirmNewsletterCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly links: MarketingLinks,
  ) {}

  async execute({ token }: ConfirmNewsletterCommand): Promise<ConfirmNewsletterResult> {
    const email = this.links.tokens.verify('newsletter-confirm', token);
    return this.em.fork().transactional(async (tx) => {
      // Only a subscription waiting for confirmation: an old link cannot undo a later unsubscribe.
      const [confirmed] = await tx.execute<{ id: string; language: Language }[]>(
        `update newsletter_subscription set confirmed_at = now()
          where email = ? and confirmed_at is null and unsubscribed_at is null
        returning id, language`,
        [email],
      );
      if (confirmed) {
        recordEvent(
          tx,
          new NewsletterConfirmedEvent({ subscriptionId: confirmed.id, email, language: confirmed.language }),
        );
        return { email, alreadyConfirmed: false };
      }
      const [row] = await tx.execute<{ confirmed: boolean }[]>(
        `select confirmed_at is not null and unsubscribed_at is null as confirmed
           from newsletter_subscription where email = ?`,
        [email],
      );
      if (row?.confirmed) return { email, alreadyConfirmed: true };
      throw new NotFoundError(ERROR_CODES.NOTHING_TO_CONFIRM, MESSAGES.newsletter.nothingToConfirm);
    });
  }
}
