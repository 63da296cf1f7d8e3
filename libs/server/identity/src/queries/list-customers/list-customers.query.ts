import { Query } from '@nestjs/cqrs';
import type { UserDto } from '../../http/user.response.dto';

/** The shop's customers (role user, not deleted), newest first, for the admin. */
export class ListCustomersQuery extends Query<UserDto[]> {}
