import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { isUuid, normalizeEmail } from '@kukur/contracts';
import { User } from './user.entity';

/** The account (not deleted) that uses this address, compared case-insensitively. */
export function findActiveUserByEmail(em: EntityManager, email: string, lock = false): Promise<User | null> {
  return em.findOne(
    User,
    { email: normalizeEmail(email), deletedAt: null },
    lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
  );
}

/** The account with this id, unless deleted; a malformed id simply finds nothing. */
export async function findActiveUserById(em: EntityManager, id: string): Promise<User | null> {
  if (!isUuid(id)) return null;
  return em.findOne(User, { id, deletedAt: null });
}
