import { Command } from '@nestjs/cqrs';

/** The user logs out: the session behind the refresh cookie ends on the server too. */
export class LogOutCommand extends Command<void> {
  constructor(readonly refreshToken: string | undefined) {
    super();
  }
}
