import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/shared/api';
import { type CatalogueSource, httpCatalogue } from './catalogue-source';
import { CATALOGUE_STALE_MS, catalogueKeys } from './catalogue-keys';

/** Query options of one product or vaccine, read from `source` (the API over HTTP unless the server renders). */
export function getProductQueryOptions(id: string, source: CatalogueSource = httpCatalogue) {
  return queryOptions({
    queryKey: catalogueKeys.detail(id),
    queryFn: ({ signal }) => source.product(id, signal),
    staleTime: CATALOGUE_STALE_MS,
    // An unknown product stays unknown: say so at once instead of asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
    // The route's loader made the request (and its retry) already: a page that opens on its failure shows it.
    retryOnMount: false,
  });
}

/** One product or vaccine. */
export function useProduct(id: string) {
  return useQuery(getProductQueryOptions(id));
}
