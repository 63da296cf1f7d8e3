import { Query } from '@nestjs/cqrs';
import type { UserDto } from '../../http/user.response.dto';

/** One account as the API shows it; 404 when it does not exist or was deleted. */
export class GetUserQuery extends Query<UserDto> {
  constructor(readonly userId: string) {
    super();
  }
}
