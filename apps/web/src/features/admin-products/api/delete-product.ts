import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, expectOk } from '@/shared/api';
import { adminProductKeys } from './admin-product-keys';

/** DELETE /api/products/{id} (admin): takes the product off the shop (204); past orders keep it. */
export async function deleteProduct(id: string): Promise<void> {
  expectOk(await apiClient.DELETE('/api/products/{id}', { params: { path: { id } } }));
}

/** Deletes a product, then refreshes the product table. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: adminProductKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: adminProductKeys.lists() });
    },
  });
}
