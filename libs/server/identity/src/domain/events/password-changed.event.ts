import { defineEvent, DomainEvent, QUEUE_NAMES, z } from '@kukur/server-kernel';

/** An account's password was replaced (reset flow); every earlier session has ended. */
export const PASSWORD_CHANGED = defineEvent({
  type: 'identity.password-changed.v1',
  formerly: 'identity.password-changed',
  schema: z.object({ userId: z.string(), email: z.string(), name: z.string(), changedAt: z.string() }),
  queues: [QUEUE_NAMES.email],
});
export type PasswordChangedPayload = z.infer<typeof PASSWORD_CHANGED.schema>;

export class PasswordChangedEvent extends DomainEvent<PasswordChangedPayload> {
  static readonly type = PASSWORD_CHANGED.type;
  readonly type = PasswordChangedEvent.type;
}
