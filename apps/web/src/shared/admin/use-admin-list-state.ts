import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/shared/hooks';
import type { AdminListFilters } from './admin-list-query';

/** The page sizes an admin table offers; the first is where it starts. */
export const ADMIN_PAGE_SIZES = [10, 20, 50] as const;

interface Paging {
  /** The search and filter the page number belongs to: a new search starts again at page 1. */
  filterKey: string;
  page: number;
  pageSize: number;
}

export interface AdminListState<Status extends string> {
  /** What the server is asked for: the search once typing pauses, the status and the page. */
  filters: AdminListFilters<Status>;
  /** The search box's text as typed. */
  searchText: string;
  setSearchText: (text: string) => void;
  setStatus: (status: Status | null) => void;
  /** The table's pager moved; a new page size starts again at page 1. */
  changePage: (page: number, pageSize: number) => void;
}

/** The search, status filter and paging of an admin list. */
export function useAdminListState<Status extends string>(): AdminListState<Status> {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS).trim();
  const [status, setStatus] = useState<Status | null>(null);
  const filterKey = `${status ?? ''}|${search}`;
  const [paging, setPaging] = useState<Paging>({ filterKey, page: 1, pageSize: ADMIN_PAGE_SIZES[0] });
  const page = paging.filterKey === filterKey ? paging.page : 1;

  return {
    filters: { search, status, page, pageSize: paging.pageSize },
    searchText,
    setSearchText,
    setStatus,
    changePage: (next, pageSize) =>
      setPaging({ filterKey, pageSize, page: pageSize === paging.pageSize ? next : 1 }),
  };
}
