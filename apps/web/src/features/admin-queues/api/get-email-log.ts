import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ADMIN_LIST_CACHING,
  adminListQuery,
  getEmailLog,
  type AdminListFilters,
  type EmailLogStatus,
} from '@/shared/admin';
import { adminEmailKeys } from './admin-queue-keys';

export type EmailLogFilters = AdminListFilters<EmailLogStatus>;

/** The e-mail log page: the server matches the search against the recipient's address. */
export function getEmailLogQueryOptions(filters: EmailLogFilters) {
  return queryOptions({
    queryKey: adminEmailKeys.list(filters),
    queryFn: ({ signal }) => getEmailLog(adminListQuery(filters), signal),
    ...ADMIN_LIST_CACHING,
  });
}

export function useEmailLog(filters: EmailLogFilters) {
  return useQuery(getEmailLogQueryOptions(filters));
}
