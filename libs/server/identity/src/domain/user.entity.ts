import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { normalizeEmail } from '@kukur/contracts';
import { DEFAULT_LANGUAGE } from '@kukur/contracts';
import type { Language, UserRole } from '@kukur/contracts';
import { randomUUID } from 'node:crypto';

/**
 * A customer or admin account. E-mail addresses are stored trimmed and lower-cased and are unique among
 * accounts that are not deleted. A deleted account stays (its orders keep their owner) but can never log
 * in again; its address may sign up afresh.
 */
@Entity({ tableName: 'app_user' })
export class User {
  [OptionalProps]?:
    | 'id'
    | 'role'
    | 'passwordHash'
    | 'phoneNumber'
    | 'city'
    | 'colony'
    | 'emailVerified'
    | 'marketingOptIn'
    | 'preferredLanguage'
    | 'googleSubject'
    | 'tokenVersion'
    | 'createdAt'
    | 'updatedAt'
    | 'deletedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 254 })
  email: string;

  @Property({ type: 'string', length: 100 })
  name: string;

  /** argon2id; null for an account that only signs in with Google. */
  @Property({ type: 'text', nullable: true, hidden: true })
  passwordHash: string | null = null;

  @Property({ type: 'string', length: 10 })
  role: UserRole = 'user';

  @Property({ type: 'string', length: 20, nullable: true })
  phoneNumber: string | null = null;

  @Property({ type: 'string', length: 60, nullable: true })
  city: string | null = null;

  @Property({ type: 'string', length: 120, nullable: true })
  colony: string | null = null;

  @Property({ type: 'boolean' })
  emailVerified = false;

  /** Wants marketing e-mail (newsletter, product announcements): off unless the customer turned it on. */
  @Property({ type: 'boolean' })
  marketingOptIn = false;

  /** The language the customer reads the shop's e-mails in. */
  @Property({ type: 'string', length: 2 })
  preferredLanguage: Language = DEFAULT_LANGUAGE;

  /** Google's stable `sub` for a linked Google account. */
  @Property({ type: 'string', length: 255, nullable: true })
  googleSubject: string | null = null;

  /** Part of every access token; raising it ends every session (password reset, deletion). */
  @Property({ type: 'integer' })
  tokenVersion = 0;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  deletedAt: Date | null = null;

  static create(input: {
    email: string;
    name: string;
    passwordHash?: string | null;
    emailVerified: boolean;
    googleSubject?: string | null;
    role?: UserRole;
    marketingOptIn?: boolean;
    preferredLanguage?: Language;
  }): User {
    const user = new User();
    user.email = normalizeEmail(input.email);
    user.name = input.name.trim();
    user.passwordHash = input.passwordHash ?? null;
    user.emailVerified = input.emailVerified;
    user.googleSubject = input.googleSubject ?? null;
    user.role = input.role ?? 'user';
    user.marketingOptIn = input.marketingOptIn ?? false;
    user.preferredLanguage = input.preferredLanguage ?? DEFAULT_LANGUAGE;
    return user;
  }

  get isDeleted(): boolean {
    return this.deletedAt !== null;
  }

  get isAdmin(): boolean {
    return this.role === 'admin';
  }

  /** The delivery details checkout starts from (validated like an order's: 10-digit phone, known city). */
  saveDeliveryDetails(details: { phoneNumber: string; city: string; colony: string }): void {
    this.phoneNumber = details.phoneNumber;
    this.city = details.city;
    this.colony = details.colony;
  }

  rename(name: string): void {
    this.name = name.trim();
  }

  /** A new password ends every session that existed before it. */
  changePassword(passwordHash: string): void {
    this.passwordHash = passwordHash;
    this.endAllSessions();
  }

  setMarketingOptIn(optIn: boolean): void {
    this.marketingOptIn = optIn;
  }

  choosePreferredLanguage(language: Language): void {
    this.preferredLanguage = language;
  }

  makeAdmin(): void {
    this.role = 'admin';
  }

  linkGoogle(subject: string): void {
    this.googleSubject = subject;
  }

  endAllSessions(): void {
    this.tokenVersion += 1;
  }

  markDeleted(now = new Date()): void {
    this.deletedAt = now;
    this.googleSubject = null;
    this.passwordHash = null;
    this.endAllSessions();
  }
}
