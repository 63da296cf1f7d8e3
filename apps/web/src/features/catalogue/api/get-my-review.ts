import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import { catalogueKeys } from './catalogue-keys';
import type { Review } from './catalogue-types';

/** GET /api/products/{id}/comments/mine (logged in): the customer's own review of the product, or null. */
export async function getMyReview(productId: string, signal?: AbortSignal): Promise<Review | null> {
  const answer = unwrap(
    await apiClient.GET('/api/products/{id}/comments/mine', { params: { path: { id: productId } }, signal }),
  );
  return answer.review;
}

/** Query options of the customer's own review of a product. */
export function getMyReviewQueryOptions(productId: string) {
  return queryOptions({
    queryKey: catalogueKeys.myReview(productId),
    queryFn: ({ signal }) => getMyReview(productId, signal),
  });
}

/** The logged-in customer's review of a product, for the form to edit (null before they write one). */
export function useMyReview(productId: string, enabled = true) {
  return useQuery({ ...getMyReviewQueryOptions(productId), enabled });
}
