import { defineEvent, DomainEvent, QUEUE_NAMES, z } from '@kukur/server-kernel';

/**
 * An account was deleted: it can no longer log in; its orders stay for the shop's records. The customer
 * is told, and the maintenance queue cancels its open orders and bookings.
 */
export const ACCOUNT_DELETED = defineEvent({
  type: 'identity.account-deleted.v1',
  formerly: 'identity.account-deleted',
  schema: z.object({
    userId: z.string(),
    email: z.string(),
    name: z.string(),
    /** True when an admin deleted it rather than the customer. */
    byAdmin: z.boolean(),
  }),
  queues: [QUEUE_NAMES.email, QUEUE_NAMES.maintenance],
});
export type AccountDeletedPayload = z.infer<typeof ACCOUNT_DELETED.schema>;

export class AccountDeletedEvent extends DomainEvent<AccountDeletedPayload> {
  static readonly type = ACCOUNT_DELETED.type;
  readonly type = AccountDeletedEvent.type;
}
