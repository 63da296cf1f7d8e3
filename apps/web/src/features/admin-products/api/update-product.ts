import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type Product, unwrap } from '@/shared/api';
import type { ProductInput } from '../product-input';
import { adminProductKeys } from './admin-product-keys';

export interface UpdateProductVariables {
  id: string;
  input: ProductInput;
}

/** PUT /api/products/{id} (admin): the whole form; stock and image stay when left out. */
export async function updateProduct({ id, input }: UpdateProductVariables): Promise<Product> {
  return unwrap(await apiClient.PUT('/api/products/{id}', { params: { path: { id } }, body: input }));
}

/** Saves a product, then refreshes the table and the product's own entry. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(adminProductKeys.detail(product._id), product);
      return queryClient.invalidateQueries({ queryKey: adminProductKeys.lists() });
    },
  });
}
