import { Command } from '@nestjs/cqrs';
import type { ApiTokenScope } from '@kukur/contracts';
import type { CreatedApiTokenDto } from '../../http/api-token.dto';
import type { AuthenticatedUser } from '../../session/access-token-claims';

/** An admin makes a token for an integration; the answer carries its secret, this once. */
export class CreateApiTokenCommand extends Command<CreatedApiTokenDto> {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly name: string,
    readonly scopes: ApiTokenScope[],
    readonly expiresInDays: number,
  ) {
    super();
  }
}
