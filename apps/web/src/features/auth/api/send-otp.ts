import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import { useLanguage } from '@/shared/i18n';
import type { components } from '@/shared/api/schema';

export type SendOtpRequest = components['schemas']['SendOtpRequestDto'];
export type OtpPurpose = SendOtpRequest['purpose'];

/** POST /api/otp/send-otp: e-mails a 6-digit code; 429 with a message when asked too often. */
export async function sendOtp(body: SendOtpRequest): Promise<string> {
  return unwrap(await apiClient.POST('/api/otp/send-otp', { body })).message;
}

/** Sends the code in the language the page shows (the server keeps an existing account's own language). */
export function useSendOtp() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (body: Omit<SendOtpRequest, 'language'>) => sendOtp({ ...body, language }),
  });
}
