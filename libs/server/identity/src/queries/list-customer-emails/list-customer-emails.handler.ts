import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { emailsOfRole } from '../../domain/emails-of-role';
import { ListCustomerEmailsQuery } from './list-customer-emails.query';

@QueryHandler(ListCustomerEmailsQuery)
export class ListCustomerEmailsHandler implements IQueryHandler<ListCustomerEmailsQuery, string[]> {
  constructor(private readonly em: EntityManager) {}

  execute(): Promise<string[]> {
    return emailsOfRole(this.em, 'user');
  }
}
