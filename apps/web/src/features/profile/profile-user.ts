/** What the profile screens show and change of the logged-in user (the session's user). */
export interface ProfileUser {
  id?: string;
  _id?: string;
  name?: string;
  displayName?: string;
  email?: string;
  hasPassword?: boolean;
}

export function profileIdOf(user: ProfileUser | null): string | null {
  return user?.id || user?._id || null;
}

export function profileNameOf(user: ProfileUser | null): string {
  return user?.name || user?.displayName || '';
}
