import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import { isTransientError } from '../utils/payment-errors';
import { paymentKeys } from './payment-keys';
import type { VerifiedPayment } from './payment-types';

/**
 * POST /api/payments/verify-khalti-lookup: the server looks the payment up at Khalti and pays the order
 * only when Khalti says Completed with the right amount. Only the pidx is sent; the other values Khalti
 * put in the return address are never trusted.
 */
export async function verifyPayment(pidx: string, signal?: AbortSignal): Promise<VerifiedPayment> {
  return unwrap(await apiClient.POST('/api/payments/verify-khalti-lookup', { body: { pidx }, signal }));
}

/**
 * Query options of one verification. Asking again is safe (the server settles a payment once), so it
 * is a query: a remount shares one request and "Check Again" is a refetch.
 */
export function verifyPaymentQueryOptions(pidx: string) {
  return queryOptions({
    queryKey: paymentKeys.verification(pidx),
    queryFn: ({ signal }) => verifyPayment(pidx, signal),
    // Every visit asks Khalti afresh: a pending payment may have completed since.
    staleTime: 0,
    // No answer or a server-side failure may pass; a refused or unknown payment will not.
    retry: (failures, error) => isTransientError(error) && failures < 1,
  });
}

/** The verification of the payment Khalti returned with. */
export function useVerifyPayment(pidx: string) {
  return useQuery(verifyPaymentQueryOptions(pidx));
}
