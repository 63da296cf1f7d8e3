import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useAccountLanguageSync, useLogout, useSession } from '@/features/auth';
import { AdminLayout, AdminSectionPlaceholder } from '@/features/admin';
import { AdminApiTokensPage } from '@/features/admin-api-tokens';
import { AdminBookingsPage } from '@/features/admin-bookings';
import { AdminCustomersPage } from '@/features/admin-customers';
import { AdminDashboardPage } from '@/features/admin-dashboard';
import { AdminOrdersPage } from '@/features/admin-orders';
import { AdminPartnersPage } from '@/features/admin-partners';
import { AdminEmailsPage, AdminQueuesPage } from '@/features/admin-queues';
import { AddProductPage, AdminProductsPage, EditProductPage } from '@/features/admin-products';
import { AdminWebhooksPage } from '@/features/admin-webhooks';
import { RoutePageMeta } from '../page-meta';

/** The admin area, loaded as one lazy chunk: the shell, the dashboard and each section's page. */
export function AdminLayoutRoute() {
  const { user } = useSession();
  const logout = useLogout();
  const queryClient = useQueryClient();
  useAccountLanguageSync();
  // What the shop has cached may predate the admin's changes: on the way out everything is marked stale,
  // so each shop page fetches afresh when it next shows (nothing is refetched right now).
  useEffect(() => () => void queryClient.invalidateQueries({ refetchType: 'none' }), [queryClient]);
  // The spec: after an admin logout the user goes to /home after 30 ms.
  return (
    <>
      <RoutePageMeta />
      <AdminLayout user={user} onLogout={() => logout.mutateAsync({ to: '/home', delayMs: 30 })} />
    </>
  );
}

export function AdminDashboardRoute() {
  const { user } = useSession();
  return <AdminDashboardPage user={user} />;
}

export function AdminProductsRoute() {
  return <AdminProductsPage />;
}

export function AdminAddProductRoute() {
  return <AddProductPage />;
}

export function AdminEditProductRoute() {
  const { id = '' } = useParams();
  return <EditProductPage key={id} productId={id} />;
}

export function AdminOrdersRoute() {
  return <AdminOrdersPage />;
}

export function AdminSectionRoute() {
  return <AdminSectionPlaceholder />;
}

export function AdminBookingsRoute() {
  return <AdminBookingsPage />;
}

export function AdminQueuesRoute() {
  return <AdminQueuesPage />;
}

export function AdminEmailsRoute() {
  return <AdminEmailsPage />;
}

export function AdminCustomersRoute() {
  return <AdminCustomersPage />;
}

export function AdminPartnersRoute() {
  return <AdminPartnersPage />;
}

export function AdminApiTokensRoute() {
  return <AdminApiTokensPage />;
}

export function AdminWebhooksRoute() {
  return <AdminWebhooksPage />;
}
