import { SIMILAR_PRODUCTS_LIMIT } from '@kukur/contracts';
import type { Product } from '@/shared/api';

/** Products of the same category as `product`, without `product` itself, at most 6 (spec "Similar products"). */
export function pickSimilar<T extends Pick<Product, '_id' | 'category'>>(
  candidates: readonly T[],
  product: Pick<Product, '_id' | 'category'>,
): T[] {
  return candidates
    .filter((candidate) => candidate._id !== product._id && candidate.category === product.category)
    .slice(0, SIMILAR_PRODUCTS_LIMIT);
}
