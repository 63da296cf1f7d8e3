import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { normalizeEmail } from '@kukur/contracts';
import { recordEvent } from '@kukur/server-kernel';
import { randomUUID } from 'node:crypto';
import { NewsletterSubscribedEvent } from '../../domain/events/newsletter-subscribed.event';
import { SubscribeToNewsletterCommand, SubscribeToNewsletterResult } from './subscribe-to-newsletter.command';

@CommandHandler(SubscribeToNewsletterCommand)
export class SubscribeToNewsletterHandler implements ICommandHandler<SubscribeToNewsletterCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute(command: SubscribeToNewsletterCommand): Promise<SubscribeToNewsletterResult> {
    const email = normalizeEmail(command.email);
    return this.em.fork().transactional(async (tx) => {
      // ON CONFLICT keeps concurrent requests for one address to a single row and a single e-mail.
      const inserted = await tx.execute<{ id: string }[]>(
        `insert into newsletter_subscription (id, email, created_at) values (?, ?, now())
         on conflict (email) do nothing returning id`,
        [randomUUID(), email],
      );
      const created = inserted[0];
      if (!created) return { email, alreadySubscribed: true };
      recordEvent(tx, new NewsletterSubscribedEvent({ subscriptionId: created.id, email }));
      return { email, alreadySubscribed: false };
    });
  }
}
