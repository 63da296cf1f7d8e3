import type { QueryClient } from '@tanstack/react-query';
import { adminOrderKeys } from './admin-order-keys';
import type { AdminOrder, AdminOrderPage } from './admin-order-types';

/** Puts an order the server just answered with into every cached page that lists it. */
export function showUpdatedOrder(queryClient: QueryClient, updated: AdminOrder): void {
  queryClient.setQueriesData<AdminOrderPage>(
    { queryKey: adminOrderKeys.lists() },
    (page) =>
      page && {
        ...page,
        items: page.items.map((order) =>
          // The list carries the history; keep it when an answer comes without one.
          order.id === updated.id ? { ...updated, history: updated.history ?? order.history } : order,
        ),
      },
  );
}
