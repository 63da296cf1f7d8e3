import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { PartnerType } from '@kukur/contracts';
import { randomUUID } from 'node:crypto';

/**
 * A message sent through the /contact ("Become a Partner") form by a vet, groomer, supplier or anyone else
 * who wants to work with the shop. Kept for the admins, who are e-mailed about each one.
 */
@Entity({ tableName: 'partner_enquiry' })
@Index({ name: 'partner_enquiry_recent_idx', properties: ['createdAt', 'id'] })
export class PartnerEnquiry {
  [OptionalProps]?: 'id' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 100 })
  name: string;

  /** As typed, trimmed (the admin replies to it). */
  @Property({ type: 'string', length: 254 })
  email: string;

  /** Exactly 10 digits. */
  @Property({ type: 'string', length: 10 })
  phoneNumber: string;

  @Property({ type: 'string', length: 10 })
  partnerType: PartnerType;

  @Property({ type: 'text' })
  message: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
