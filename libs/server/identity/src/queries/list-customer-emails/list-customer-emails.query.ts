import { Query } from '@nestjs/cqrs';

/** The addresses of every customer account (role user, not deleted): for shop announcements. */
export class ListCustomerEmailsQuery extends Query<string[]> {}
