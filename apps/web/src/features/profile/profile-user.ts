import type { AccountIdentity } from '@/shared/lib';

/** What the profile screens show and change of the logged-in user (the session's user). */
export interface ProfileUser extends AccountIdentity {
  email?: string;
  hasPassword?: boolean;
  /** The saved delivery details checkout starts from. */
  phoneNumber?: string | null;
  city?: string | null;
  colony?: string | null;
}
