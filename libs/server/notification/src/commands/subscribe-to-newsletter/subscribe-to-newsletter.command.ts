import { Command } from '@nestjs/cqrs';

export interface SubscribeToNewsletterResult {
  email: string;
  alreadySubscribed: boolean;
}

/** A visitor asks for the newsletter; subscribing twice is harmless. */
export class SubscribeToNewsletterCommand extends Command<SubscribeToNewsletterResult> {
  constructor(readonly email: string) {
    super();
  }
}
