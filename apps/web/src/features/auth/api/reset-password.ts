import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { components } from '@/shared/api/schema';

export type ResetPasswordRequest = components['schemas']['ResetPasswordRequestDto'];

/** POST /api/user/reset-password, accepted only after the reset code was verified (403 otherwise). */
export async function resetPassword(body: ResetPasswordRequest): Promise<string> {
  return unwrap(await apiClient.POST('/api/user/reset-password', { body })).message;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
