import type { AdminListFilters, EmailLogStatus } from '@/shared/admin';
import type { FailedJobsPaging } from './admin-queue-types';

/**
 * Query keys of the queues page: all -> overview(), and all -> failedLists() -> failed(paging). Retrying or
 * discarding a job invalidates `all`, so the counts and the list refresh together.
 */
export const adminQueueKeys = {
  all: ['admin-queues'] as const,
  overview: () => [...adminQueueKeys.all, 'overview'] as const,
  failedLists: () => [...adminQueueKeys.all, 'failed'] as const,
  failed: (paging: FailedJobsPaging) => [...adminQueueKeys.failedLists(), paging] as const,
};

/** Query keys of the e-mail log page. */
export const adminEmailKeys = {
  all: ['admin-emails'] as const,
  list: (filters: AdminListFilters<EmailLogStatus>) => [...adminEmailKeys.all, 'list', filters] as const,
};
