import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import { adminApiTokenKeys } from './admin-api-token-keys';
import type { ApiToken } from './admin-api-token-types';

/** GET /api/admin/api-tokens (admin): every token, newest first, without secrets. */
export async function getApiTokens(signal?: AbortSignal): Promise<ApiToken[]> {
  return unwrap(await apiClient.GET('/api/admin/api-tokens', { signal }));
}

export function getApiTokensQueryOptions() {
  return queryOptions({ queryKey: adminApiTokenKeys.list(), queryFn: ({ signal }) => getApiTokens(signal) });
}

export function useApiTokens() {
  return useQuery(getApiTokensQueryOptions());
}
