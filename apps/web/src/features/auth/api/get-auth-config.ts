import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { components } from '@/shared/api/schema';
import { authKeys } from './auth-keys';

export type AuthConfig = components['schemas']['AuthConfigResponseDto'];

/** GET /api/auth/config: the Google client id, or null when Google sign-in is not configured. */
export async function getAuthConfig(signal?: AbortSignal): Promise<AuthConfig> {
  return unwrap(await apiClient.GET('/api/auth/config', { signal }));
}

export function getAuthConfigQueryOptions() {
  return queryOptions({
    queryKey: authKeys.config(),
    queryFn: ({ signal }) => getAuthConfig(signal),
    // Changes only with a server deploy.
    staleTime: Infinity,
  });
}

export function useAuthConfig() {
  return useQuery(getAuthConfigQueryOptions());
}
