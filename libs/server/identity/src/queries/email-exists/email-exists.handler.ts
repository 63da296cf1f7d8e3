import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { findActiveUserByEmail } from '../../domain/active-users';
import { RateLimits } from '../../security/rate-limits';
import { EmailExistsQuery } from './email-exists.query';

@QueryHandler(EmailExistsQuery)
export class EmailExistsHandler implements IQueryHandler<EmailExistsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly limits: RateLimits,
  ) {}

  async execute({ email, ip }: EmailExistsQuery): Promise<boolean> {
    await this.limits.consume('emailChecksPerIp', ip);
    return (await findActiveUserByEmail(this.em.fork(), email)) !== null;
  }
}
