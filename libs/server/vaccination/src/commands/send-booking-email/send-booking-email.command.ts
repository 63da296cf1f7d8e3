import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@kukur/server-identity';

/** An admin sends the customer the e-mail of their booking's current status again (through the queue). */
export class SendBookingEmailCommand extends Command<{ email: string }> {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly bookingId: string,
  ) {
    super();
  }
}
