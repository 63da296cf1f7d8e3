import { Command } from '@nestjs/cqrs';

export interface EnsureAdminResult {
  email: string;
  created: boolean;
}

/**
 * Makes sure an admin account exists for this address (start-up with ADMIN_EMAIL/ADMIN_PASSWORD, or the
 * create-admin CLI). An existing account gets the admin role back; its password is left as it is.
 */
export class EnsureAdminCommand extends Command<EnsureAdminResult> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly name: string,
  ) {
    super();
  }
}
