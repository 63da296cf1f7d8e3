import { ORDERING_MESSAGES, percentOfPaisa } from '@kukur/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { components } from '@/shared/api/schema';

/** The first-order offer as the shop states it, and whether the caller's next order gets it. */
export type FirstOrderOffer = components['schemas']['FirstOrderOfferDto'];

/** A discount line of an order summary. */
export interface DiscountLine {
  /** In English, for screens not yet reading the catalogues; OrderSummaryCard writes it from `percent`. */
  label: string;
  /** The first-order offer's percent, when the discount is that offer's. */
  percent?: number | null;
  /** Rs, positive: what is taken off. */
  amount: number;
}

export const firstOrderOfferKeys = {
  all: ['first-order-offer'] as const,
  of: (userId: string | null) => [...firstOrderOfferKeys.all, userId ?? 'visitor'] as const,
};

/** GET /api/orders/first-order-offer: the offer, for the logged-in customer or a visitor. */
export function firstOrderOfferQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: firstOrderOfferKeys.of(userId),
    queryFn: async ({ signal }): Promise<FirstOrderOffer> =>
      unwrap(await apiClient.GET('/api/orders/first-order-offer', { signal })),
    // Whether the next order is the first changes with every order placed or cancelled: ask again on each visit.
    staleTime: 0,
  });
}

/** The first-order offer for `userId` (null: a visitor). */
export function useFirstOrderOffer(userId: string | null) {
  return useQuery(firstOrderOfferQueryOptions(userId)).data ?? null;
}

/**
 * What the summary shows before the order is placed: the discount the server will give the logged-in
 * customer's next order (rounded as the server rounds it), or null. The server decides again on placing.
 */
export function expectedDiscount(subtotal: number, offer: FirstOrderOffer | null): DiscountLine | null {
  if (!offer?.enabled || !offer.eligible) return null;
  const paisa = percentOfPaisa(Math.round(subtotal * 100), offer.percent);
  return paisa > 0
    ? {
        label: ORDERING_MESSAGES.firstOrderDiscount(offer.percent),
        percent: offer.percent,
        amount: paisa / 100,
      }
    : null;
}

/** The discount an order got, as its summaries show it, or null. */
export function discountOfOrder(order: {
  discount?: number;
  discountPercent?: number | null;
}): DiscountLine | null {
  if (!order.discount || order.discount <= 0) return null;
  return {
    label: order.discountPercent ? ORDERING_MESSAGES.firstOrderDiscount(order.discountPercent) : 'Discount',
    percent: order.discountPercent ?? null,
    amount: order.discount,
  };
}

/** The invitation a visitor sees while the shop runs the offer, or null. */
export function offerInvitation(offer: FirstOrderOffer | null): string | null {
  return offer?.enabled ? ORDERING_MESSAGES.firstOrderInvitation(offer.percent) : null;
}
