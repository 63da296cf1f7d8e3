import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap, type User } from '@/shared/api';

const meKey = ['profile', 'me'] as const;

/** GET /api/user/me: the account as the server has it now (an e-mail's unsubscribe link may have changed it). */
export function useCurrentAccount() {
  return useQuery({
    queryKey: meKey,
    queryFn: async (): Promise<User> => unwrap(await apiClient.GET('/api/user/me')),
  });
}

/** PUT /api/user/marketing-consent: turns marketing e-mail on or off; answers the account. */
export function useSetMarketingConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (marketingOptIn: boolean): Promise<User> =>
      unwrap(await apiClient.PUT('/api/user/marketing-consent', { body: { marketingOptIn } })),
    onSuccess: (user) => queryClient.setQueryData(meKey, user),
  });
}
