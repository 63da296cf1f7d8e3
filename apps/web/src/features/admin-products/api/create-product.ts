import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type Product, unwrap } from '@/shared/api';
import type { ProductInput } from '../product-input';
import { adminProductKeys } from './admin-product-keys';

/** POST /api/products (admin): adds a product or vaccine; a 400 names the missing or invalid fields. */
export async function createProduct(input: ProductInput): Promise<Product> {
  return unwrap(await apiClient.POST('/api/products', { body: input }));
}

/** Adds a product, then refreshes the product table. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductKeys.lists() }),
  });
}
