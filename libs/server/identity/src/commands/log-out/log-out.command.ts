import { Command } from '@nestjs/cqrs';

/**
 * The user logs out: the login session ends on the server too, found by whichever credential came with the
 * request (the refresh cookie, the bearer access token's session, or both).
 */
export class LogOutCommand extends Command<void> {
  constructor(
    readonly refreshToken: string | undefined,
    readonly accessToken: string | undefined,
  ) {
    super();
  }
}
