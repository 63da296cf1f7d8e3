import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';

/** POST /api/user/check-email: whether an account already uses this address. */
export async function checkEmail(email: string): Promise<boolean> {
  return unwrap(await apiClient.POST('/api/user/check-email', { body: { email } })).exists;
}

export function useCheckEmail() {
  return useMutation({ mutationFn: checkEmail });
}
