import { Command } from '@nestjs/cqrs';
import type { ApiTokenDto } from '../../http/api-token.dto';

/** An admin ends a token at once; revoking a revoked one changes nothing. */
export class RevokeApiTokenCommand extends Command<ApiTokenDto> {
  constructor(readonly tokenId: string) {
    super();
  }
}
