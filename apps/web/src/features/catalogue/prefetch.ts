import type { QueryClient } from '@tanstack/react-query';
import { getProductQueryOptions } from './api/get-product';
import { getProductsQueryOptions } from './api/get-products';
import { searchProductsQueryOptions } from './api/search-products';
import { ALL_CATEGORIES_OPTION } from './components/listing/category-options';
import { featuredProductsFilters, pageOf, productsListingSearch } from './utils/listing-params';

/**
 * Starts a catalogue page's data request together with its code (from the router's loaders), with the very
 * query the page will use: the page then finds the request under way instead of starting it after its code
 * has arrived. Nothing is awaited, so navigation is never held up; failures are the page's to show.
 */
export const cataloguePrefetch = {
  home(client: QueryClient): void {
    void client.prefetchQuery(getProductsQueryOptions(featuredProductsFilters(undefined)));
  },
  product(client: QueryClient, id: string): void {
    void client.prefetchQuery(getProductQueryOptions(id));
  },
  products(client: QueryClient, url: URL): void {
    const { searchParams } = url;
    const category = searchParams.get('category') || ALL_CATEGORIES_OPTION;
    const chosen = category === ALL_CATEGORIES_OPTION ? undefined : category;
    const search = (searchParams.get('search') ?? '').trim();
    void client.prefetchQuery(
      searchProductsQueryOptions(productsListingSearch(chosen, search, pageOf(searchParams))),
    );
  },
};
