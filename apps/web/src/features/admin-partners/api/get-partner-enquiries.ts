import type { PartnerType } from '@kukur/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api';
import type { components } from '@/shared/api/schema';
import { ADMIN_LIST_CACHING, pagedListOf, type AdminListFilters, type PagedList } from '@/shared/admin';

export type PartnerEnquiry = components['schemas']['PartnerEnquiryDto'];
export type PartnerEnquiryFilters = AdminListFilters<PartnerType>;

/** Query keys of the partner enquiries page. */
export const adminPartnerKeys = {
  all: ['admin-partners'] as const,
  list: (filters: PartnerEnquiryFilters) => [...adminPartnerKeys.all, 'list', filters] as const,
};

/** GET /api/admin/partner-enquiries: a page of them, newest first; the toolbar's filter is the partner type. */
export async function getPartnerEnquiries(
  { search, status, page, pageSize }: PartnerEnquiryFilters,
  signal?: AbortSignal,
): Promise<PagedList<PartnerEnquiry>> {
  const text = search.trim();
  const query = {
    ...(text ? { search: text } : {}),
    ...(status ? { partnerType: status } : {}),
    page,
    pageSize,
  };
  return pagedListOf(await apiClient.GET('/api/admin/partner-enquiries', { params: { query }, signal }));
}

export function getPartnerEnquiriesQueryOptions(filters: PartnerEnquiryFilters) {
  return queryOptions({
    queryKey: adminPartnerKeys.list(filters),
    queryFn: ({ signal }) => getPartnerEnquiries(filters, signal),
    ...ADMIN_LIST_CACHING,
  });
}

export function usePartnerEnquiries(filters: PartnerEnquiryFilters) {
  return useQuery(getPartnerEnquiriesQueryOptions(filters));
}
