import { keepPreviousData } from '@tanstack/react-query';
import { unwrap } from '@/shared/api';

/** What an admin list asks the server for: search text, one status (none for all) and the page. */
export interface AdminListFilters<Status extends string> {
  search: string;
  status: Status | null;
  page: number;
  pageSize: number;
}

/** One page of a list and how many items match the filters in all. */
export interface PagedList<Item> {
  items: Item[];
  total: number;
}

/** The query string of an admin list: the search (trimmed) and the status only when there are any. */
export function adminListQuery<Status extends string>({
  search,
  status,
  page,
  pageSize,
}: AdminListFilters<Status>) {
  const text = search.trim();
  return { ...(text ? { search: text } : {}), ...(status ? { status } : {}), page, pageSize };
}

/** A list answer as one page and the number of all matches, which the server sends in X-Total-Count. */
export function pagedListOf<Item>(result: {
  data?: Item[];
  error?: unknown;
  response: Response;
}): PagedList<Item> {
  const items = unwrap(result);
  const total = Number(result.response.headers.get('X-Total-Count'));
  // Without the header the page is all there is to know about.
  return { items, total: Number.isFinite(total) && total >= items.length ? total : items.length };
}

/** How an admin list is cached: see what is there now, and keep the last page while the next one loads. */
export const ADMIN_LIST_CACHING = {
  // An admin expects to see what was placed a moment ago and what another admin or a customer changed.
  staleTime: 0,
  // The table keeps the last page while the next page or a new search loads, instead of emptying.
  placeholderData: keepPreviousData,
} as const;
