import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { components } from '@/shared/api/schema';

/** The accepted announcement: how many addresses it goes to and the id to follow its progress by. */
export type ProductAnnouncement = components['schemas']['SendProductNotificationResponseDto'];

/** POST /api/notifications/send-product-notification (admin): 202; the e-mails go out in the background. */
export async function sendProductNotification(productId: string): Promise<ProductAnnouncement> {
  return unwrap(
    await apiClient.POST('/api/notifications/send-product-notification', { body: { productId } }),
  );
}

export function useSendProductNotification() {
  return useMutation({ mutationFn: sendProductNotification });
}
