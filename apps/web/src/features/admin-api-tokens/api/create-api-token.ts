import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import { adminApiTokenKeys } from './admin-api-token-keys';
import type { CreatedApiToken, NewApiToken } from './admin-api-token-types';

/** POST /api/admin/api-tokens (admin): the answer carries the secret, this once. */
export async function createApiToken(token: NewApiToken): Promise<CreatedApiToken> {
  return unwrap(await apiClient.POST('/api/admin/api-tokens', { body: token }));
}

/**
 * Makes a token, then the list is fetched again (the list never holds a secret). The answer, secret and
 * all, lives only in this mutation: `gcTime: 0` drops it from the mutation cache as soon as the page calls
 * `reset()` (the secret dialog closed).
 */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    gcTime: 0,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminApiTokenKeys.all }),
  });
}
