import { Command } from '@nestjs/cqrs';

/**
 * Someone unsubscribed `email` by the signed link of a marketing e-mail: the customer account with that
 * address no longer receives marketing e-mail. Answers how many accounts changed (0 when none had opted in).
 */
export class WithdrawMarketingConsentCommand extends Command<number> {
  constructor(readonly email: string) {
    super();
  }
}
