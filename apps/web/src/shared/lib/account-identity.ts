/** What names and identifies an account; a stored copy may lack any of it. */
export interface AccountIdentity {
  id?: string;
  _id?: string;
  name?: string;
  displayName?: string;
}

/** The name to greet a user by: the name, else the display name, else `fallback`. */
export function displayNameOf(user: AccountIdentity | null | undefined, fallback = 'Friend'): string {
  return user?.name || user?.displayName || fallback;
}

/** The id of an account (the API sends both `id` and `_id`); null when neither is known. */
export function accountIdOf(user: AccountIdentity | null | undefined): string | null {
  return user?.id || user?._id || null;
}
