import { Command } from '@nestjs/cqrs';

export interface UnsubscribeMarketingResult {
  email: string;
}

/**
 * The reader of a marketing e-mail leaves, by its signed link (one-click POST from the mail client, or
 * the button of the unsubscribe page); no login needed. Ends the address's newsletter subscription and
 * clears the marketing opt-in of a customer account with that address. Leaving twice is harmless.
 */
export class UnsubscribeMarketingCommand extends Command<UnsubscribeMarketingResult> {
  constructor(readonly token: string) {
    super();
  }
}
