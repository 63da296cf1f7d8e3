import type { i18n as I18n, TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/shared/api';

/** Khalti's outcomes the success page words itself. */
type KhaltiStatus = 'pending' | 'canceled' | 'expired' | 'refunded';

/**
 * Every text of /payment and /payment-success in one language (locales/<lang>/payment.json; the English error
 * texts are the services spec's, section 8, and its 24-48 hours delivery estimate, section 9). The summary's
 * own words (shipping Free among them) are the shared order texts. `server` is what the reader gets of a
 * refusal: in English the server's own words, in Nepali the text of its error code when there is one.
 */
export function paymentTexts(t: TFunction<'payment'>, i18n: Pick<I18n, 'language' | 'exists' | 't'>) {
  const english = i18n.language === 'en';
  return {
    server: (error: ApiError): string | undefined =>
      !english && error.code && i18n.exists(`errors:${error.code}`)
        ? i18n.t(`errors:${error.code}` as 'errors:COMMON.NOT_FOUND')
        : error.serverMessage,
    /** Khalti's status in the server's words (English) or the catalogue's. */
    statusMessage: (status: KhaltiStatus, message: string) => (english ? message : t(`success.${status}`)),
    common: {
      khalti: t('common.khalti'),
      cashOnDelivery: t('common.cashOnDelivery'),
      viewOrders: t('common.viewOrders'),
      continueShopping: t('common.continueShopping'),
      tryAgain: t('common.tryAgain'),
    },
    page: {
      title: t('page.title'),
      lead: t('page.lead'),
      loadingOrder: t('page.loadingOrder'),
      missingOrder: t('page.missingOrder'),
      loadFailed: t('page.loadFailed'),
      deliverTo: t('page.deliverTo'),
      methodTitle: t('page.methodTitle'),
      khaltiHint: t('page.khaltiHint'),
      cashOnDeliveryHint: t('page.cashOnDeliveryHint'),
      payWithKhalti: (amount: string) => t('page.payWithKhalti', { amount }),
      confirmCashOnDelivery: t('page.confirmCashOnDelivery'),
      redirecting: t('page.redirecting'),
      alreadyPaid: t('page.alreadyPaid'),
      notPayable: t('page.notPayable'),
      closedHint: t('page.closedHint'),
      initiateFailed: t('page.initiateFailed'),
      codUnavailable: t('page.codUnavailable'),
      authError: t('page.authError'),
      codFailed: t('page.codFailed'),
    },
    success: {
      verifying: t('success.verifying'),
      paidTitle: t('success.paidTitle'),
      paidLead: t('success.paidLead'),
      codTitle: t('success.codTitle'),
      codLead: t('success.codLead'),
      detailsLabel: t('success.detailsLabel'),
      orderId: t('success.orderId'),
      amount: t('success.amount'),
      amountDue: t('success.amountDue'),
      method: t('success.method'),
      transactionId: t('success.transactionId'),
      paymentStatus: t('success.paymentStatus'),
      paid: t('success.paid'),
      payOnDelivery: t('success.payOnDelivery'),
      delivery: t('success.delivery'),
      pendingTitle: t('success.pendingTitle'),
      checkAgain: t('success.checkAgain'),
      canceledTitle: t('success.canceledTitle'),
      expiredTitle: t('success.expiredTitle'),
      refundedTitle: t('success.refundedTitle'),
      verificationFailed: t('success.verificationFailed'),
      verifyFailed: t('success.verifyFailed'),
      noOrderTitle: t('success.noOrderTitle'),
      noOrder: t('success.noOrder'),
      goHome: t('success.goHome'),
    },
  };
}

export type PaymentTexts = ReturnType<typeof paymentTexts>;

/** The payment screens' texts in the reader's language. */
export function usePaymentTexts(): PaymentTexts {
  const { t, i18n } = useTranslation('payment');
  const { language } = i18n;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts change with the language, not the instance
  return useMemo(() => paymentTexts(t, i18n), [t, i18n, language]);
}
