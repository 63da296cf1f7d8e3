import auth from '@/locales/en/auth.json';
import cart from '@/locales/en/cart.json';
import catalogue from '@/locales/en/catalogue.json';
import checkout from '@/locales/en/checkout.json';
import common from '@/locales/en/common.json';
import errors from '@/locales/en/errors.json';
import home from '@/locales/en/home.json';
import layout from '@/locales/en/layout.json';
import pages from '@/locales/en/pages.json';
import payment from '@/locales/en/payment.json';

/**
 * The English catalogues, in every bundle: the default language, the fallback for a missing Nepali text and
 * the shape the Nepali catalogues must match (see catalogues.spec.ts).
 */
export const englishCatalogues = {
  common,
  layout,
  pages,
  errors,
  home,
  catalogue,
  cart,
  checkout,
  payment,
  auth,
};

export type Catalogues = typeof englishCatalogues;
export type Namespace = keyof Catalogues;
export const NAMESPACES = Object.keys(englishCatalogues) as Namespace[];
