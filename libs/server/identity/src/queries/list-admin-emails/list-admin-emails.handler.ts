import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { emailsOfRole } from '../../domain/emails-of-role';
import { ListAdminEmailsQuery } from './list-admin-emails.query';

@QueryHandler(ListAdminEmailsQuery)
export class ListAdminEmailsHandler implements IQueryHandler<ListAdminEmailsQuery, string[]> {
  constructor(private readonly em: EntityManager) {}

  execute(): Promise<string[]> {
    return emailsOfRole(this.em, 'admin');
  }
}
