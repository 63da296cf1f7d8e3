import type { CustomerSortField, SortDirection } from '@kukur/contracts';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/shared/hooks';
import type { CustomerListFilters } from '../api/admin-customer-types';

/** The list starts at 20 a page (one of the admin tables' sizes). */
const DEFAULT_PAGE_SIZE = 20;

/** The search, sort and page of the customer list; a new search or sort starts again at page 1. */
export function useCustomerListState() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS).trim();
  const [sort, setSortState] = useState<{ sort: CustomerSortField; order: SortDirection }>({
    sort: 'joined',
    order: 'desc',
  });
  const key = `${search}|${sort.sort}|${sort.order}`;
  const [paging, setPaging] = useState({ key, page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const page = paging.key === key ? paging.page : 1;
  const filters: CustomerListFilters = { search, ...sort, page, pageSize: paging.pageSize };
  return {
    filters,
    searchText,
    setSearchText,
    setSort: (next: { sort: CustomerSortField; order: SortDirection }) => setSortState(next),
    changePage: (next: number, pageSize: number) =>
      setPaging({ key, page: pageSize === paging.pageSize ? next : 1, pageSize }),
  };
}
