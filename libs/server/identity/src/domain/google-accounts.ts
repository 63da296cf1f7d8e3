import type { Language } from '@kukur/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { IDENTITY_ERROR_CODES, IDENTITY_MESSAGES } from '@kukur/contracts';
import { ConflictError, ForbiddenError, recordEvent } from '@kukur/server-kernel';
import type { GoogleIdentity } from '../google/google-identity';
import { findActiveUserByEmail } from './active-users';
import { UserSignedUpEvent } from './events/user-signed-up.event';
import { User } from './user.entity';

/** Google sign-in is trusted only for addresses Google itself has verified. */
export function requireVerifiedGoogleEmail(identity: GoogleIdentity): void {
  if (!identity.emailVerified) {
    throw new ForbiddenError(
      IDENTITY_ERROR_CODES.GOOGLE_EMAIL_NOT_VERIFIED,
      IDENTITY_MESSAGES.googleEmailNotVerified,
    );
  }
}

/**
 * The account a Google identity signs in to: the one linked to it, else the account with the same address,
 * which is linked now, but only when both sides have verified that address.
 */
export async function findGoogleAccount(em: EntityManager, identity: GoogleIdentity): Promise<User | null> {
  const linked = await em.findOne(User, { googleSubject: identity.subject, deletedAt: null });
  if (linked) return linked;
  const sameAddress = await findActiveUserByEmail(em, identity.email, true);
  if (!sameAddress) return null;
  if (sameAddress.googleSubject) {
    throw new ConflictError(IDENTITY_ERROR_CODES.EMAIL_TAKEN, IDENTITY_MESSAGES.otherGoogleAccountLinked);
  }
  if (!sameAddress.emailVerified || !identity.emailVerified) {
    throw new ConflictError(IDENTITY_ERROR_CODES.EMAIL_TAKEN, IDENTITY_MESSAGES.googleLinkRefused);
  }
  sameAddress.linkGoogle(identity.subject);
  return sameAddress;
}

/**
 * A new customer account from a verified Google identity (no password); the welcome e-mail follows.
 * Marketing e-mail only when the signup form's checkbox was ticked.
 */
export async function createGoogleAccount(
  em: EntityManager,
  identity: GoogleIdentity,
  marketingOptIn = false,
  preferredLanguage?: Language,
): Promise<User> {
  const user = User.create({
    email: identity.email,
    name: identity.name?.trim() || identity.email.split('@')[0]!,
    emailVerified: true,
    googleSubject: identity.subject,
    marketingOptIn,
    preferredLanguage,
  });
  em.persist(user);
  await em.flush();
  recordEvent(
    em,
    new UserSignedUpEvent({ userId: user.id, email: user.email, name: user.name, method: 'google' }),
  );
  return user;
}
