import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { components } from '@/shared/api/schema';

export type VerifyOtpRequest = components['schemas']['VerifyOtpRequestDto'];

/** POST /api/otp/verify-otp: 401 wrong code, 410 expired code, 429 too many tries. */
export async function verifyOtp(body: VerifyOtpRequest): Promise<string> {
  return unwrap(await apiClient.POST('/api/otp/verify-otp', { body })).message;
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
