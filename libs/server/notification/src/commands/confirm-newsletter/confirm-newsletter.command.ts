import { Command } from '@nestjs/cqrs';

export interface ConfirmNewsletterResult {
  email: string;
  /** The address had confirmed before: nothing changed. */
  alreadyConfirmed: boolean;
}

/** The address follows the signed link of its confirmation e-mail (double opt-in); no login needed. */
export class ConfirmNewsletterCommand extends Command<ConfirmNewsletterResult> {
  constructor(readonly token: string) {
    super();
  }
}
