import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ListAdminEmailsQuery } from './list-admin-emails.query';

@QueryHandler(ListAdminEmailsQuery)
export class ListAdminEmailsHandler implements IQueryHandler<ListAdminEmailsQuery, string[]> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<string[]> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ email: string }[]>(
        `select email from app_user where role = 'admin' and deleted_at is null order by email`,
      );
    return rows.map((row) => row.email);
  }
}
