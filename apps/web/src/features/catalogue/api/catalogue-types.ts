import type { components, operations } from '@/shared/api/schema';

/** A product review as the API returns it (GET/POST /api/products/{id}/comments). */
export type Review = components['schemas']['ReviewDto'];

/** The answer to a review post: the customer's review, and whether it was new (created) or edited (updated). */
export type PostedReview = components['schemas']['PostReviewResponseDto'];

/** One page of search results with the category counts and price bounds of all matches. */
export type ProductSearchResult = components['schemas']['ProductSearchResultDto'];

/** The query string GET /api/products/search understands. */
export type ProductSearchQuery = NonNullable<operations['Products_search']['parameters']['query']>;

/** The query string GET /api/products understands. */
export type ProductListQuery = NonNullable<operations['Products_list']['parameters']['query']>;
