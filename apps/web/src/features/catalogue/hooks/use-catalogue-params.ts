import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageOf } from '../utils/listing-params';

/** A change to the page's query string: a text sets a parameter, null or '' removes it. */
export type ParamsPatch = Record<string, string | number | null | undefined>;

export interface CatalogueParams {
  params: URLSearchParams;
  /** The current page (1 when missing or not a positive whole number). */
  page: number;
  /**
   * Changes some parameters. Any change other than the page itself goes back to page 1, because the old
   * page number may not exist for the new filters.
   */
  update: (patch: ParamsPatch, options?: { replace?: boolean }) => void;
}

/** Filters kept in the address (so back, reload and shared links keep them), and the page number. */
export function useCatalogueParams(): CatalogueParams {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);

  const update = useCallback(
    (patch: ParamsPatch, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!('page' in patch)) next.delete('page');
          for (const [name, value] of Object.entries(patch)) {
            if (value === null || value === undefined || value === '' || (name === 'page' && value === 1)) {
              next.delete(name);
            } else {
              next.set(name, String(value));
            }
          }
          return next;
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );

  return { params, page, update };
}
