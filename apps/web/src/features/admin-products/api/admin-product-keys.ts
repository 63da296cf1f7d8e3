/**
 * Query keys of the admin's product screens: all -> lists() -> list() -> details() -> detail(id), plus the
 * progress of product announcements (one, or the latest). Separate from the shop's keys: features do not
 * share caches.
 */
export const adminProductKeys = {
  all: ['admin-products'] as const,
  lists: () => [...adminProductKeys.all, 'list'] as const,
  list: () => [...adminProductKeys.lists(), 'active'] as const,
  details: () => [...adminProductKeys.all, 'detail'] as const,
  detail: (id: string) => [...adminProductKeys.details(), id] as const,
  announcements: () => [...adminProductKeys.all, 'announcement'] as const,
  announcement: (id: string) => [...adminProductKeys.announcements(), id] as const,
  latestAnnouncements: () => [...adminProductKeys.announcements(), 'latest'] as const,
};
