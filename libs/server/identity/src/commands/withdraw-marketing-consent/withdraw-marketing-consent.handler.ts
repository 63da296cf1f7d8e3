import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { normalizeEmail } from '@kukur/contracts';
import { WithdrawMarketingConsentCommand } from './withdraw-marketing-consent.command';

@CommandHandler(WithdrawMarketingConsentCommand)
export class WithdrawMarketingConsentHandler implements ICommandHandler<WithdrawMarketingConsentCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ email }: WithdrawMarketingConsentCommand): Promise<number> {
    const changed = await this.em
      .fork()
      .getConnection()
      .execute<{ id: string }[]>(
        `update app_user set marketing_opt_in = false, updated_at = now()
          where email = ? and marketing_opt_in returning id`,
        [normalizeEmail(email)],
      );
    return changed.length;
  }
}
