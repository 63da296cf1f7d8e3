import { useLogout, useSession } from '@/features/auth';
import { AdminDashboard, AdminLayout, AdminSectionPlaceholder } from '@/features/admin';

/** The admin area, loaded as one lazy chunk: shell, dashboard and the sections still to come. */
export function AdminLayoutRoute() {
  const { user } = useSession();
  const logout = useLogout();
  // The spec: after an admin logout the user goes to /home after 30 ms.
  return <AdminLayout user={user} onLogout={() => logout.mutateAsync({ to: '/home', delayMs: 30 })} />;
}

export function AdminDashboardRoute() {
  const { user } = useSession();
  return <AdminDashboard user={user} />;
}

export function AdminSectionRoute() {
  return <AdminSectionPlaceholder />;
}
