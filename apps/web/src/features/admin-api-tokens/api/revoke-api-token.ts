import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import { adminApiTokenKeys } from './admin-api-token-keys';
import type { ApiToken } from './admin-api-token-types';

/** DELETE /api/admin/api-tokens/{id} (admin): the token stops working at once and is kept, marked revoked. */
export async function revokeApiToken(id: string): Promise<ApiToken> {
  return unwrap(await apiClient.DELETE('/api/admin/api-tokens/{id}', { params: { path: { id } } }));
}

/** Revokes a token; the list shows the answer at once, then is fetched again. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: (revoked) =>
      queryClient.setQueryData<ApiToken[]>(adminApiTokenKeys.list(), (tokens) =>
        tokens?.map((token) => (token.id === revoked.id ? revoked : token)),
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminApiTokenKeys.all }),
  });
}
