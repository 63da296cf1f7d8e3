import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { WithdrawMarketingConsentCommand } from '@kukur/server-identity';
import { MarketingLinks } from '../../marketing/marketing-links';
import { UnsubscribeMarketingCommand, UnsubscribeMarketingResult } from './unsubscribe-marketing.command';

@CommandHandler(UnsubscribeMarketingCommand)
export class UnsubscribeMarketingHandler implements ICommandHandler<UnsubscribeMarketingCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commandBus: CommandBus,
    private readonly links: MarketingLinks,
  ) {}

  async execute({ token }: UnsubscribeMarketingCommand): Promise<UnsubscribeMarketingResult> {
    // A changed, foreign or garbled token throws here, before anything changes.
    const email = this.links.tokens.verify('unsubscribe', token);
    await this.em.fork().transactional(async (tx) => {
      await tx.execute(
        `update newsletter_subscription set confirmed_at = null, unsubscribed_at = now()
          where email = ? and unsubscribed_at is null`,
        [email],
      );
      // An announcement still going out does not reach the address any more.
      await tx.execute(
        `update announcement_recipient set status = 'skipped', updated_at = now()
          where email = ? and status = 'pending'`,
        [email],
      );
    });
    await this.commandBus.execute(new WithdrawMarketingConsentCommand(email));
    return { email };
  }
}
