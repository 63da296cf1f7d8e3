import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { components } from '@/shared/api/schema';
import { adminProductKeys } from './admin-product-keys';

/** How far an announcement has got: sent, failed and pending e-mails; `done` when none is pending. */
export type AnnouncementProgress = components['schemas']['AnnouncementProgressDto'];

/** How often the progress is asked for while e-mails are still going out. */
export const ANNOUNCEMENT_POLL_MS = 1000;

/** GET /api/notifications/announcements/{id} (admin). */
export async function getAnnouncement(id: string, signal?: AbortSignal): Promise<AnnouncementProgress> {
  return unwrap(
    await apiClient.GET('/api/notifications/announcements/{id}', { params: { path: { id } }, signal }),
  );
}

export function getAnnouncementQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminProductKeys.announcement(id),
    queryFn: ({ signal }) => getAnnouncement(id, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'done' ? false : ANNOUNCEMENT_POLL_MS),
  });
}

/** Follows an announcement until every e-mail is sent or has failed; idle while `id` is null. */
export function useAnnouncementProgress(id: string | null) {
  return useQuery({ ...getAnnouncementQueryOptions(id ?? ''), enabled: id !== null });
}
