import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import { useLanguage } from '@/shared/i18n';
import type { components } from '@/shared/api/schema';

export type SubscribeNewsletterRequest = components['schemas']['SubscribeNewsletterRequestDto'];
export type SubscribeNewsletterResponse = components['schemas']['SubscribeNewsletterResponseDto'];

/** POST /api/newsletter/subscribe; 201 on success, 400 with a message for a bad address. */
export async function subscribeNewsletter(
  body: SubscribeNewsletterRequest,
): Promise<SubscribeNewsletterResponse> {
  return unwrap(await apiClient.POST('/api/newsletter/subscribe', { body }));
}

/** Subscribes in the language the page shows: the confirmation and the newsletters come in it. */
export function useSubscribeNewsletter() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (body: Omit<SubscribeNewsletterRequest, 'language'>) =>
      subscribeNewsletter({ ...body, language }),
  });
}
