import { defineEvent, DomainEvent, QUEUE_NAMES, z } from '@kukur/server-kernel';

/** A new customer account exists (after e-mail verification, or with a verified Google account). */
export const USER_SIGNED_UP = defineEvent({
  type: 'identity.user-signed-up.v1',
  formerly: 'identity.user-signed-up',
  schema: z.object({
    userId: z.string(),
    email: z.string(),
    name: z.string(),
    method: z.enum(['email', 'google']),
  }),
  queues: [QUEUE_NAMES.email, QUEUE_NAMES.activity],
});
export type UserSignedUpPayload = z.infer<typeof USER_SIGNED_UP.schema>;

export class UserSignedUpEvent extends DomainEvent<UserSignedUpPayload> {
  static readonly type = USER_SIGNED_UP.type;
  readonly type = UserSignedUpEvent.type;
}
