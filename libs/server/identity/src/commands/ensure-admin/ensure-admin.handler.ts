import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { normalizeEmail } from '@kukur/contracts';
import { findActiveUserByEmail } from '../../domain/active-users';
import { User } from '../../domain/user.entity';
import { PasswordHasher } from '../../security/password-hasher';
import { EnsureAdminCommand, EnsureAdminResult } from './ensure-admin.command';

@CommandHandler(EnsureAdminCommand)
export class EnsureAdminHandler implements ICommandHandler<EnsureAdminCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordHasher,
  ) {}

  async execute(command: EnsureAdminCommand): Promise<EnsureAdminResult> {
    const email = normalizeEmail(command.email);
    return this.em
      .fork()
      .transactional(async (tx) => {
        const existing = await findActiveUserByEmail(tx, email, true);
        if (existing) {
          existing.makeAdmin();
          return { email, created: false };
        }
        const passwordHash = await this.passwords.hash(command.password);
        tx.persist(
          User.create({ email, name: command.name, passwordHash, emailVerified: true, role: 'admin' }),
        );
        return { email, created: true };
      })
      .catch((error: unknown) => {
        // Another API instance created it at the same moment.
        if (error instanceof UniqueConstraintViolationException) return { email, created: false };
        throw error;
      });
  }
}
