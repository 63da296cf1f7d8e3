import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ListCustomerEmailsQuery } from './list-customer-emails.query';

@QueryHandler(ListCustomerEmailsQuery)
export class ListCustomerEmailsHandler implements IQueryHandler<ListCustomerEmailsQuery, string[]> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<string[]> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ email: string }[]>(
        `select email from app_user where role = 'user' and deleted_at is null order by email`,
      );
    return rows.map((row) => row.email);
  }
}
