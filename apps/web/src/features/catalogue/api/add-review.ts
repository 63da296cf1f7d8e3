import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import { catalogueKeys } from './catalogue-keys';
import type { Review } from './catalogue-types';

/** What a customer writes; the server adds the account name and the date. */
export interface NewReview {
  text: string;
  rating: number;
}

/** POST /api/products/{id}/comments (logged in; the client adds the bearer token). */
export async function addReview(productId: string, review: NewReview): Promise<Review> {
  return unwrap(
    await apiClient.POST('/api/products/{id}/comments', {
      params: { path: { id: productId } },
      body: { text: review.text, rating: review.rating },
    }),
  );
}

/**
 * Posts a review; on success the review shows at once and the product (its rating and review count),
 * its reviews and the lists showing its rating are fetched again.
 */
export function useAddReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: NewReview) => addReview(productId, review),
    onSuccess: async (created) => {
      queryClient.setQueryData<Review[]>(catalogueKeys.reviews(productId), (reviews = []) => [
        created,
        ...reviews.filter((review) => review.id !== created.id),
      ]);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.detail(productId) }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.lists() }),
      ]);
    },
  });
}
