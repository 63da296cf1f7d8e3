import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import { catalogueKeys } from './catalogue-keys';
import type { PostedReview, Review } from './catalogue-types';

/** What a customer writes; the server adds the account name and the date. */
export interface NewReview {
  text: string;
  rating: number;
}

/**
 * POST /api/products/{id}/comments (logged in; the client adds the bearer token). A customer has one review
 * per product: the first post adds it (`result: 'created'`), a later one edits it (`'updated'`).
 */
export async function addReview(productId: string, review: NewReview): Promise<PostedReview> {
  return unwrap(
    await apiClient.POST('/api/products/{id}/comments', {
      params: { path: { id: productId } },
      body: { text: review.text, rating: review.rating },
    }),
  );
}

/**
 * Posts (or edits) the customer's review; on success it shows at once, and the product (its rating and
 * review count), its reviews and the lists showing its rating are fetched again.
 */
export function useAddReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: NewReview) => addReview(productId, review),
    onSuccess: async (posted) => {
      const { result: _result, message: _message, ...review } = posted;
      queryClient.setQueryData<Review | null>(catalogueKeys.myReview(productId), review);
      queryClient.setQueryData<Review[]>(catalogueKeys.reviews(productId), (reviews = []) => [
        review,
        ...reviews.filter((one) => one.id !== review.id),
      ]);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.detail(productId) }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.lists() }),
      ]);
    },
  });
}
