import { type DeliveryCity, digitsFor, type Language } from '@kukur/contracts';
import type { TFunction } from 'i18next';
import { useTexts } from '@/shared/i18n';

const STEPS = ['contact', 'address', 'review'] as const;

/**
 * Every text of checkout in one language (locales/<lang>/checkout.json). The English validation alerts and
 * order error catalogue are the storefront spec's (sections 5 and 8); the summary's own words are the shared
 * order texts. A plain function, so the checkout rules can be checked with the English texts.
 */
export function checkoutTexts(t: TFunction<'checkout'>, language: Language) {
  const n = (value: number) => digitsFor(String(value), language);
  return {
    title: t('title'),
    breadcrumb: {
      label: t('breadcrumb.label'),
      home: t('breadcrumb.home'),
      cart: t('breadcrumb.cart'),
      checkout: t('breadcrumb.checkout'),
    },
    backToCart: t('backToCart'),
    progressLabel: t('progressLabel'),
    steps: STEPS.map((step) => t(`steps.${step}`)),
    stepHeading: (step: number, title: string) =>
      t('stepHeading', { step: n(step), total: n(STEPS.length), title }),
    stepTitles: {
      contact: t('stepTitles.contact'),
      address: t('stepTitles.address'),
      review: t('stepTitles.review'),
    },
    fields: {
      name: t('fields.name'),
      phone: t('fields.phone'),
      phoneExtra: t('fields.phoneExtra'),
      city: t('fields.city'),
      colony: t('fields.colony'),
      colonyPlaceholder: t('fields.colonyPlaceholder'),
      notes: t('fields.notes'),
      notesPlaceholder: t('fields.notesPlaceholder'),
    },
    next: t('next'),
    back: t('back'),
    edit: t('edit'),
    editContact: t('editContact'),
    editAddress: t('editAddress'),
    placeOrder: t('placeOrder'),
    contactTitle: t('contactTitle'),
    addressTitle: t('addressTitle'),
    notesTitle: t('notesTitle'),
    noItems: t('noItems'),
    saveDetails: t('saveDetails'),
    saveDetailsExtra: t('saveDetailsExtra'),
    contactRequired: t('contactRequired'),
    phoneFormat: t('phoneFormat'),
    phoneInput: t('phoneInput'),
    addressRequired: t('addressRequired'),
    loginRequired: t('loginRequired'),
    emailUnavailable: t('emailUnavailable'),
    emptyCart: t('emptyCart'),
    zeroTotal: t('zeroTotal'),
    fieldsRequired: t('fieldsRequired'),
    unavailableItems: t('unavailableItems'),
    missingFields: (fields: readonly string[]) => t('missingFields', { fields: fields.join(', ') }),
    serverError: (message: string) => t('serverError', { message }),
    noResponse: t('noResponse'),
    placeFailed: t('placeFailed'),
    status: (status: number) => t('status', { status: n(status) }),
    line: (quantity: number, name: string) => t('line', { quantity: n(quantity), name }),
    saveFailedTitle: t('saveFailedTitle'),
    saveFailed: t('saveFailed'),
    city: (city: DeliveryCity) => t(`cities.${city}`),
  };
}

export type CheckoutTexts = ReturnType<typeof checkoutTexts>;

/** Checkout's texts in the reader's language. */
export function useCheckoutTexts(): CheckoutTexts {
  return useTexts('checkout', checkoutTexts);
}
