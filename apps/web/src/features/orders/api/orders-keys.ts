/**
 * Query keys of orders: all -> lists() -> userList(email), all -> details() -> detail(id), and
 * all -> latest(). Placing, cancelling or deleting an order refreshes the lists.
 */
export const ordersKeys = {
  all: ['orders'] as const,
  lists: () => [...ordersKeys.all, 'list'] as const,
  userList: (email: string) => [...ordersKeys.lists(), 'user', email.trim().toLowerCase()] as const,
  details: () => [...ordersKeys.all, 'detail'] as const,
  detail: (id: string) => [...ordersKeys.details(), id] as const,
  latest: () => [...ordersKeys.all, 'latest'] as const,
};
