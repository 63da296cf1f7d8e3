import type { QueryClient } from '@tanstack/react-query';
import { getProductQueryOptions } from './api/get-product';
import { getProductsQueryOptions } from './api/get-products';
import { type CatalogueSource, httpCatalogue } from './api/catalogue-source';
import { searchProductsQueryOptions } from './api/search-products';
import { ALL_CATEGORIES_OPTION, ALL_VACCINES_OPTION } from './components/listing/category-options';
import {
  featuredProductsFilters,
  pageOf,
  productsListingSearch,
  vaccinationListingSearch,
} from './utils/listing-params';

/** The category a listing's address chooses, or undefined for its "all" button. */
function chosenCategory(url: URL, allOption: string): string | undefined {
  const category = url.searchParams.get('category') || allOption;
  return category === allOption ? undefined : category;
}

function searchText(url: URL): string {
  return (url.searchParams.get('search') ?? '').trim();
}

/**
 * Starts a catalogue page's data request together with its code (from the router's loaders), with the very
 * query the page will use: the page then finds the request under way instead of starting it after its code
 * has arrived. The browser does not wait for it, so navigation is never held up and failures are the page's
 * to show; the server's render waits (see app/entry-server.tsx), reading from its own `source`.
 */
export const cataloguePrefetch = {
  home(client: QueryClient, source: CatalogueSource = httpCatalogue): Promise<void> {
    return client.prefetchQuery(getProductsQueryOptions(featuredProductsFilters(undefined), source));
  },
  product(client: QueryClient, id: string, source: CatalogueSource = httpCatalogue): Promise<void> {
    return client.prefetchQuery(getProductQueryOptions(id, source));
  },
  products(client: QueryClient, url: URL, source: CatalogueSource = httpCatalogue): Promise<void> {
    const params = productsListingSearch(
      chosenCategory(url, ALL_CATEGORIES_OPTION),
      searchText(url),
      pageOf(url.searchParams),
    );
    return client.prefetchQuery(searchProductsQueryOptions(params, source));
  },
  vaccination(client: QueryClient, url: URL, source: CatalogueSource = httpCatalogue): Promise<void> {
    const params = vaccinationListingSearch(
      chosenCategory(url, ALL_VACCINES_OPTION),
      searchText(url),
      pageOf(url.searchParams),
    );
    return client.prefetchQuery(searchProductsQueryOptions(params, source));
  },
};
