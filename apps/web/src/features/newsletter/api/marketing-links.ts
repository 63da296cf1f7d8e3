import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { components } from '@/shared/api/schema';

export type MarketingLink = components['schemas']['MarketingLinkDto'];
export type ConfirmNewsletterResponse = components['schemas']['ConfirmNewsletterResponseDto'];
export type UnsubscribeResponse = components['schemas']['UnsubscribeResponseDto'];

/** What a signed e-mail link does: confirm a newsletter subscription, or stop marketing e-mail. */
export type MarketingLinkKind = 'confirm' | 'unsubscribe';

/** GET: which address the link is for (400 for a changed or foreign link); changes nothing. */
export async function readMarketingLink(kind: MarketingLinkKind, token: string): Promise<MarketingLink> {
  const params = { query: { token } };
  return unwrap(
    kind === 'confirm'
      ? await apiClient.GET('/api/newsletter/confirm', { params })
      : await apiClient.GET('/api/newsletter/unsubscribe/details', { params }),
  );
}

export function useMarketingLink(kind: MarketingLinkKind, token: string | null) {
  return useQuery({
    queryKey: ['newsletter', 'link', kind, token],
    queryFn: () => readMarketingLink(kind, token!),
    enabled: token !== null,
    retry: false,
  });
}

/** POST /api/newsletter/confirm?token=...: the double opt-in's confirmation. */
export function useConfirmNewsletter() {
  return useMutation({
    mutationFn: async (token: string): Promise<ConfirmNewsletterResponse> =>
      unwrap(await apiClient.POST('/api/newsletter/confirm', { params: { query: { token } } })),
  });
}

/** POST /api/newsletter/unsubscribe?token=...: stops every marketing e-mail to the link's address. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: async (token: string): Promise<UnsubscribeResponse> =>
      unwrap(await apiClient.POST('/api/newsletter/unsubscribe', { params: { query: { token } } })),
  });
}
