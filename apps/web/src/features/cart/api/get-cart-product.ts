import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { ShopProductState } from '../cart-item';
import { cartKeys } from './cart-keys';

/** GET /api/products/{id}: what the shop says about a cart product now; 404 means it is no longer sold. */
export async function getCartProduct(id: string, signal?: AbortSignal): Promise<ShopProductState> {
  const result = await apiClient.GET('/api/products/{id}', { params: { path: { id } }, signal });
  if (result.response.status === 404) return { id, status: 'gone' };
  const product = unwrap(result);
  return {
    id,
    status: 'available',
    stock: product.stock,
    price: product.price,
    name: product.name,
    image: product.image,
  };
}

/**
 * Query options of one cart product. Never served from cache: the cart page shows what the shop says
 * when it opens, and an answer from an earlier visit would be older than the cart itself.
 */
export function getCartProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: cartKeys.product(id),
    queryFn: ({ signal }) => getCartProduct(id, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
