import { formatCount, type Language, MAX_QUANTITY_PER_PRODUCT } from '@kukur/contracts';
import type { TFunction } from 'i18next';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTexts, useLanguage, useMoney } from '@/shared/i18n';
import type { CartLineProblem } from './cart-item';

/**
 * Every text of the cart in the reader's language (locales/<lang>/cart.json; the English one is the specs'
 * wording: storefront Cart, toasts, error catalogue "Cart limit"); the summary's own words are the shared
 * order texts (common.json "order").
 */
export function useCartTexts() {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const money = useMoney();
  // The cart's own page has them already; a product page's Add to Cart toasts get them after the first paint.
  useEffect(() => void loadTexts(['cart']), []);
  return useMemo(() => cartTextsOf(t, language, money), [t, language, money]);
}

/** The cart's texts from a translation function of the `cart` namespace (also outside React: a toast). */
export function cartTextsOf(t: TFunction<'cart'>, language: Language, money: (amount: number) => string) {
  const n = (value: number) => formatCount(value, language);
  const max = n(MAX_QUANTITY_PER_PRODUCT);
  return {
    addedTitle: t('addedTitle'),
    added: (name: string) => t('added', { name }),
    limitTitle: t('limitTitle'),
    limit: (name: string) => t('limit', { name, max }),
    vaccineRefusedTitle: t('vaccineRefusedTitle'),
    vaccineRefused: (name: string) => t('vaccineRefused', { name }),
    bookAppointment: t('bookAppointment'),
    loginRequiredTitle: t('loginRequiredTitle'),
    loginRequired: t('loginRequired'),
    title: t('title'),
    itemsTitle: t('itemsTitle'),
    itemCount: (count: number) => t('item', { count, n: n(count) }),
    refreshing: t('refreshing'),
    unitPrice: (price: number) => t('unitPrice', { price: money(price) }),
    lineTotal: t('lineTotal'),
    decrease: (name: string) => t('decrease', { name }),
    increase: (name: string) => t('increase', { name }),
    quantity: (name: string) => t('quantity', { name }),
    remove: t('remove'),
    removeLabel: (name: string) => t('removeLabel', { name }),
    maxPerOrder: t('maxPerOrder', { max }),
    problems: {
      gone: t('problems.gone'),
      outOfStock: t('problems.outOfStock'),
      short: (available: number) => t('problems.short', { available: n(available) }),
    },
    proceed: t('proceed'),
    continueShopping: t('continueShopping'),
    blocked: t('blocked'),
    vaccineLines: {
      title: t('vaccineLines.title'),
      lead: t('vaccineLines.lead'),
      bookInstead: t('vaccineLines.bookInstead'),
      bookInsteadLabel: (name: string) => t('vaccineLines.bookInsteadLabel', { name }),
    },
    emptyTitle: t('emptyTitle'),
    emptyHint: t('emptyHint'),
    browseProducts: t('browseProducts'),
  };
}

export type CartTexts = ReturnType<typeof useCartTexts>;

/** The text of a line's problem (storefront spec's low-stock wording for a short line). */
export function lineProblemText(problem: CartLineProblem, texts: CartTexts): string {
  switch (problem.kind) {
    case 'gone':
      return texts.problems.gone;
    case 'out-of-stock':
      return texts.problems.outOfStock;
    case 'short':
      return texts.problems.short(problem.available);
  }
}
