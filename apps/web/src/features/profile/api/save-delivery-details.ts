import type { DeliveryCity } from '@kukur/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap, type User } from '@/shared/api';

export interface DeliveryDetailsInput {
  id: string;
  phoneNumber: string;
  city: DeliveryCity;
  colony: string;
}

/** PUT /api/user/users/{id}/delivery-details: the phone, city and colony checkout starts from. */
export async function saveDeliveryDetails({ id, ...body }: DeliveryDetailsInput): Promise<User> {
  return unwrap(
    await apiClient.PUT('/api/user/users/{id}/delivery-details', { params: { path: { id } }, body }),
  );
}

export function useSaveDeliveryDetails() {
  return useMutation({ mutationFn: saveDeliveryDetails });
}
