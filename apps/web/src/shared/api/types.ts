import type { components } from './schema';

/** A product as the API returns it. */
export type Product = components['schemas']['ProductDto'];
export type ErrorResponse = components['schemas']['ErrorResponseDto'];
