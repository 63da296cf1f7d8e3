import { Query } from '@nestjs/cqrs';
import type { ApiTokenDto } from '../../http/api-token.dto';

/** Every API token, newest first, without secrets (only their first characters). */
export class ListApiTokensQuery extends Query<ApiTokenDto[]> {}
