import { Query } from '@nestjs/cqrs';

/** The addresses of the shop's admins (role admin, not deleted): who hears of new bookings. */
export class ListAdminEmailsQuery extends Query<string[]> {}
