import { apiClient, type Product, unwrap } from '@/shared/api';
import type { ProductListQuery, ProductSearchQuery, ProductSearchResult } from './catalogue-types';

/**
 * Where the catalogue's public reads come from, in the REST API's own terms (its query strings and answers):
 * the API over HTTP in the browser; on the server, the API's own queries without a round trip to itself
 * (see app/entry-server.tsx).
 */
export interface CatalogueSource {
  /** GET /api/products/{id}; an unknown id rejects (over HTTP: an ApiError 404). */
  product(id: string, signal?: AbortSignal): Promise<Product>;
  /** GET /api/products */
  products(query: ProductListQuery, signal?: AbortSignal): Promise<Product[]>;
  /** GET /api/products/search */
  search(query: ProductSearchQuery, signal?: AbortSignal): Promise<ProductSearchResult>;
}

/** The catalogue over HTTP, with the app's API client. */
export const httpCatalogue: CatalogueSource = {
  async product(id, signal) {
    return unwrap(await apiClient.GET('/api/products/{id}', { params: { path: { id } }, signal }));
  },
  async products(query, signal) {
    return unwrap(await apiClient.GET('/api/products', { params: { query }, signal }));
  },
  async search(query, signal) {
    return unwrap(await apiClient.GET('/api/products/search', { params: { query }, signal }));
  },
};
