import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import { catalogueKeys } from './catalogue-keys';
import type { Review } from './catalogue-types';

/** GET /api/products/{id}/comments: the product's reviews, newest first. */
export async function getReviews(productId: string, signal?: AbortSignal): Promise<Review[]> {
  return unwrap(
    await apiClient.GET('/api/products/{id}/comments', { params: { path: { id: productId } }, signal }),
  );
}

/** Query options of a product's reviews. */
export function getReviewsQueryOptions(productId: string) {
  return queryOptions({
    queryKey: catalogueKeys.reviews(productId),
    queryFn: ({ signal }) => getReviews(productId, signal),
  });
}

/** A product's reviews. */
export function useReviews(productId: string) {
  return useQuery(getReviewsQueryOptions(productId));
}
