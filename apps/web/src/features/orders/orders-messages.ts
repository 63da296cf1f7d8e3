import { type Language, ORDER_STATUSES, type OrderStatus, type PaymentStatus } from '@kukur/contracts';
import type { TFunction } from 'i18next';
import { useTexts } from '@/shared/i18n';

const isOrderStatus = (status: string): status is OrderStatus =>
  ORDER_STATUSES.some((known) => known === status);

/**
 * Every text of the order history in one language (locales/<lang>/profile.json "orders"; the English ones
 * are the services spec's wording, Profile, section 8). Statuses stay the API's values; only their labels
 * change.
 */
export function ordersTexts(t: TFunction<'profile'>, language: Language) {
  return {
    language,
    loading: t('orders.loading'),
    loadFailed: t('orders.loadFailed'),
    noEmail: t('orders.noEmail'),
    tryAgain: t('orders.tryAgain'),
    empty: t('orders.empty'),
    shopProducts: t('orders.shopProducts'),
    listLabel: t('orders.listLabel'),
    placedOn: t('orders.placedOn'),
    notSpecified: t('orders.notSpecified'),
    products: t('orders.products'),
    payment: t('orders.payment'),
    paymentMethods: { khalti: t('orders.paymentMethods.khalti'), cod: t('orders.paymentMethods.cod') },
    /** An order status's label ("Pending" reads "बाँकी" in Nepali); an unknown one as the API sent it. */
    status: (status: string) => (isOrderStatus(status) ? t(`orders.statuses.${status}`) : status),
    paymentStatus: (status: PaymentStatus) => t(`orders.paymentStatuses.${status}`),
    refundedAmount: (amount: string) => t('orders.refundedAmount', { amount }),

    cancel: t('orders.cancel'),
    cancelLabel: (reference: string) => t('orders.cancelLabel', { reference }),
    cancelConfirmTitle: t('orders.cancelConfirmTitle'),
    cancelConfirm: t('orders.cancelConfirm'),
    refundByKhalti: (amount: string) => t('orders.refundByKhalti', { amount }),
    refundInCash: (amount: string) => t('orders.refundInCash', { amount }),
    keepOrder: t('orders.keepOrder'),
    cancelledTitle: t('orders.cancelledTitle'),
    cancelled: t('orders.cancelled'),
    cancelFailedTitle: t('orders.cancelFailedTitle'),
    cancelFailed: t('orders.cancelFailed'),

    delete: t('orders.delete'),
    deleteLabel: (reference: string) => t('orders.deleteLabel', { reference }),
    deleteConfirmTitle: t('orders.deleteConfirmTitle'),
    deleteConfirm: t('orders.deleteConfirm'),
    deletePendingConfirm: t('orders.deletePendingConfirm'),
    deleteConfirmOk: t('orders.deleteConfirmOk'),
    deletedTitle: t('orders.deletedTitle'),
    deleted: t('orders.deleted'),
    deleteFailedTitle: t('orders.deleteFailedTitle'),
    deleteFailed: t('orders.deleteFailed'),
  };
}

export type OrdersTexts = ReturnType<typeof ordersTexts>;

/** The order history's texts in the reader's language. */
export function useOrdersTexts(): OrdersTexts {
  return useTexts('profile', ordersTexts);
}
