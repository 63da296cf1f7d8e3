import type { AdminListFilters, PagedList } from '@/shared/admin';
import type { components } from '@/shared/api/schema';

/** An order as the admin sees it: lines, delivery, payment and (for admins) its history. */
export type AdminOrder = components['schemas']['OrderDto'];
export type AdminOrderStatus = AdminOrder['status'];
/** One step of an order's history: who moved it, from and to which status, when and why. */
export type OrderHistoryEntry = components['schemas']['OrderHistoryEntryDto'];
/** Order counts by status, the Rs earned (paid less refunds), still to come and still owed back to customers. */
export type OrderStats = components['schemas']['OrderStatsDto'];
/** A status an admin may set: the server allows Pending -> Approved -> Completed and Pending/Approved -> Cancelled. */
export type OrderStatusChange = components['schemas']['ChangeOrderStatusRequestDto'];

/** What the admin's order list is asked for: search text, status (any case, none for all) and the page. */
export type AdminOrderFilters = AdminListFilters<AdminOrderStatus>;

/** One page of orders and how many orders match the filters in all. */
export type AdminOrderPage = PagedList<AdminOrder>;
