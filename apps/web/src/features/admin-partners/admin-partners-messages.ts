import { PARTNER_TYPE_LABELS } from '@kukur/contracts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The partner enquiries page's texts. */
export const ADMIN_PARTNERS_MESSAGES = {
  title: 'Partner Enquiries',
  loadFailed: 'The partner enquiries could not be loaded.',
  tryAgain: 'Try Again',
  refresh: 'Refresh',
  empty: 'No partner enquiries yet',

  searchLabel: 'Search by name or e-mail',
  searchPlaceholder: 'Search name or e-mail',
  statusFilterLabel: 'Filter by partner type',
  allStatuses: 'All',
  partnerTypes: PARTNER_TYPE_LABELS,

  receivedColumn: 'Received',
  nameColumn: 'Name',
  typeColumn: 'Partner type',
  contactColumn: 'Contact',
  messageColumn: 'Message',
  none: '—',
  enquiriesCount: (count: number) => plural(count, 'enquiry', 'enquiries'),
} as const;
