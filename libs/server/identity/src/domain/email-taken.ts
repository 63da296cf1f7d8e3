import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { IDENTITY_ERROR_CODES, IDENTITY_MESSAGES } from '@kukur/contracts';
import { ConflictError } from '@kukur/server-kernel';

export function emailTakenError(message: string = IDENTITY_MESSAGES.emailTaken): ConflictError {
  return new ConflictError(IDENTITY_ERROR_CODES.EMAIL_TAKEN, message);
}

/** Two signups for one address at the same moment: the database's unique index decides, and the loser gets 409. */
export function rethrowDuplicateAsEmailTaken(error: unknown, message?: string): never {
  if (error instanceof UniqueConstraintViolationException) throw emailTakenError(message);
  throw error;
}
