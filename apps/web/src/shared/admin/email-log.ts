import { bookingReference } from '@kukur/contracts';
import { apiClient } from '@/shared/api';
import type { components, operations } from '@/shared/api/schema';
import { pagedListOf, type PagedList } from './admin-list-query';

/** One e-mail the shop sent or gave up on: template, recipient, subject, status and what it was about. */
export type EmailLogEntry = components['schemas']['EmailLogEntryDto'];
export type EmailLogStatus = EmailLogEntry['status'];
/** What the e-mail log is asked for: part of a recipient, an order or a booking, a status and the page. */
export type EmailLogQuery = NonNullable<operations['EmailLog_list']['parameters']['query']>;

/** GET /api/admin/emails (admin): one page of the e-mail log, latest attempt first, with X-Total-Count. */
export async function getEmailLog(
  query: EmailLogQuery,
  signal?: AbortSignal,
): Promise<PagedList<EmailLogEntry>> {
  return pagedListOf(await apiClient.GET('/api/admin/emails', { params: { query }, signal }));
}

/** What an e-mail or a job was about, as the admin lists show it. */
export interface AdminReference {
  kind: 'Order' | 'Booking';
  /** The short form the admin's order or booking list shows. */
  reference: string;
  id: string;
}

/**
 * The order (its id's first 8 characters, as Admin Orders shows it) or booking (its reference, as Admin
 * Bookings shows it) something is about; null when it is about neither.
 */
export function adminReferenceOf(about: {
  orderId?: string | null;
  bookingId?: string | null;
}): AdminReference | null {
  if (about.orderId) return { kind: 'Order', reference: about.orderId.slice(0, 8), id: about.orderId };
  if (about.bookingId)
    return { kind: 'Booking', reference: bookingReference(about.bookingId), id: about.bookingId };
  return null;
}
