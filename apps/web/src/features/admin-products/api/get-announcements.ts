import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import { adminProductKeys } from './admin-product-keys';
import type { AnnouncementProgress } from './get-announcement';

/** How often the latest announcements are asked for while one of them is still sending. */
export const ANNOUNCEMENTS_POLL_MS = 3000;

/** GET /api/notifications/announcements (admin): the 10 latest announcements and how far each has got. */
export async function getAnnouncements(signal?: AbortSignal): Promise<AnnouncementProgress[]> {
  return unwrap(await apiClient.GET('/api/notifications/announcements', { signal }));
}

export function getAnnouncementsQueryOptions() {
  return queryOptions({
    queryKey: adminProductKeys.latestAnnouncements(),
    queryFn: ({ signal }) => getAnnouncements(signal),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.some((announcement) => announcement.status === 'sending')
        ? ANNOUNCEMENTS_POLL_MS
        : false,
  });
}

/** The announcements still sending, followed until every one is done. */
export function useSendingAnnouncements() {
  return useQuery({
    ...getAnnouncementsQueryOptions(),
    select: (announcements) => announcements.filter((announcement) => announcement.status === 'sending'),
  });
}
