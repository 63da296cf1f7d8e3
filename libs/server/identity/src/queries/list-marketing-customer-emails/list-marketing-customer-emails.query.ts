import { Query } from '@nestjs/cqrs';

/**
 * The addresses of the customer accounts (role user, not deleted) that opted in to marketing e-mail: for
 * shop announcements. Their addresses are verified (a code or Google), so no further confirmation is asked.
 */
export class ListMarketingCustomerEmailsQuery extends Query<string[]> {}
