import { Query } from '@nestjs/cqrs';

/** Whether an account already uses this address (signup's first check; rate limited per IP). */
export class EmailExistsQuery extends Query<boolean> {
  constructor(
    readonly email: string,
    readonly ip: string,
  ) {
    super();
  }
}
