import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import { useLanguage } from '@/shared/i18n';
import type { components } from '@/shared/api/schema';

export type PartnerEnquiry = components['schemas']['PartnerEnquiryRequestDto'];
export type PartnerEnquiryReceipt = components['schemas']['PartnerEnquiryReceiptDto'];

/** POST /api/partner-enquiries (no login): 201 with a thank-you text; 400 for a bad field, 429 when sent too often. */
export async function sendPartnerEnquiry(body: PartnerEnquiry): Promise<PartnerEnquiryReceipt> {
  return unwrap(await apiClient.POST('/api/partner-enquiries', { body }));
}

/** Sends it in the language the page shows: the sender's receipt e-mail comes in it. */
export function useSendPartnerEnquiry() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (body: Omit<PartnerEnquiry, 'language'>) => sendPartnerEnquiry({ ...body, language }),
  });
}
