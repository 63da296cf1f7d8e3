import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ListMarketingCustomerEmailsQuery } from './list-marketing-customer-emails.query';

@QueryHandler(ListMarketingCustomerEmailsQuery)
export class ListMarketingCustomerEmailsHandler implements IQueryHandler<
  ListMarketingCustomerEmailsQuery,
  string[]
> {
  constructor(private readonly em: EntityManager) {}

  async execute({ after, limit }: ListMarketingCustomerEmailsQuery): Promise<string[]> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ email: string }[]>(
        `select email from app_user
          where role = 'user' and deleted_at is null and marketing_opt_in and email > ?
          order by email limit ?`,
        [after ?? '', limit],
      );
    return rows.map((row) => row.email);
  }
}
