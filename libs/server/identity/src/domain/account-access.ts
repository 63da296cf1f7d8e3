import { IDENTITY_ERROR_CODES, IDENTITY_MESSAGES } from '@kukur/contracts';
import { ForbiddenError, NotFoundError } from '@kukur/server-kernel';
import type { AuthenticatedUser } from '../session/access-token-claims';
import type { User } from './user.entity';

/**
 * A user may change only their own account; an admin may change customers' accounts (not other admins').
 * An unknown or deleted account is a 404 for admins and a 403 for everyone else (nothing to learn).
 */
export function assertMayChange(actor: AuthenticatedUser, targetId: string, target: User | null): User {
  if (actor.id === targetId && target) return target;
  if (actor.role !== 'admin') {
    throw new ForbiddenError(undefined, IDENTITY_MESSAGES.notYourAccount);
  }
  if (!target) throw new NotFoundError(IDENTITY_ERROR_CODES.USER_NOT_FOUND, IDENTITY_MESSAGES.userNotFound);
  if (target.isAdmin) throw new ForbiddenError(undefined, IDENTITY_MESSAGES.notYourAccount);
  return target;
}
