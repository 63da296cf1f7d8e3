import { sessionStore, useLogout, useSession } from '@/features/auth';
import { EditProfileForm } from '@/features/profile';

/** /edit-profile (logged-in only): a new name replaces the stored user; a deleted account logs out to /. */
export function EditProfileRoute() {
  const { user } = useSession();
  const logout = useLogout();
  return (
    <EditProfileForm
      user={user}
      onSaved={(updated) => sessionStore.updateUser(updated)}
      onDeleted={() => logout.mutateAsync({ to: '/', toast: false })}
    />
  );
}
