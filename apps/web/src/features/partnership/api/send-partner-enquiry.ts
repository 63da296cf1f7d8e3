import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { components } from '@/shared/api/schema';

export type PartnerEnquiry = components['schemas']['PartnerEnquiryRequestDto'];
export type PartnerEnquiryReceipt = components['schemas']['PartnerEnquiryReceiptDto'];

/** POST /api/partner-enquiries (no login): 201 with a thank-you text; 400 for a bad field, 429 when sent too often. */
export async function sendPartnerEnquiry(body: PartnerEnquiry): Promise<PartnerEnquiryReceipt> {
  return unwrap(await apiClient.POST('/api/partner-enquiries', { body }));
}

export function useSendPartnerEnquiry() {
  return useMutation({ mutationFn: sendPartnerEnquiry });
}
