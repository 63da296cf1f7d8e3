import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { CodePurpose } from './otp-rules';

/**
 * The one live one-time code of an address for one purpose (a new send replaces it). Only a keyed hash
 * of the code is kept. Once verified it becomes proof, for a while, that the address belongs to whoever
 * asks next (signup or password reset), and that proof is spent by the step it allows.
 */
@Entity({ tableName: 'otp_code' })
@Unique({ name: 'otp_code_email_purpose_unique', properties: ['email', 'purpose'] })
export class OtpCode {
  [OptionalProps]?: 'id' | 'attempts' | 'verifiedAt' | 'consumedAt' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 254 })
  email: string;

  @Property({ type: 'string', length: 20 })
  purpose: CodePurpose;

  @Property({ type: 'string', length: 64, hidden: true })
  codeHash: string;

  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'smallint' })
  attempts = 0;

  @Property({ type: 'datetime', nullable: true })
  verifiedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  consumedAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
