import catalogue from '@/locales/en/catalogue.json';
import common from '@/locales/en/common.json';
import home from '@/locales/en/home.json';
import layout from '@/locales/en/layout.json';
import pages from '@/locales/en/pages.json';

/**
 * The English catalogues every first page needs (the shell, home and the catalogue), in the entry bundle: the
 * default language, the fallback for a missing Nepali text and the shape the Nepali catalogues must match
 * (see catalogues.spec.ts). The other screens' English texts load with their route (lazy-texts.ts).
 */
export const englishCatalogues = { common, layout, pages, home, catalogue };

/** Every namespace's English texts, for the keys' types (nothing of the lazy ones is bundled here). */
export type Catalogues = typeof englishCatalogues & {
  cart: typeof import('@/locales/en/cart.json');
  checkout: typeof import('@/locales/en/checkout.json');
  payment: typeof import('@/locales/en/payment.json');
  auth: typeof import('@/locales/en/auth.json');
  profile: typeof import('@/locales/en/profile.json');
  errors: typeof import('@/locales/en/errors.json');
  vaccination: typeof import('@/locales/en/vaccination.json');
  info: typeof import('@/locales/en/info.json');
};
export type Namespace = keyof Catalogues;
export const NAMESPACES: Namespace[] = [
  ...(Object.keys(englishCatalogues) as Namespace[]),
  'cart',
  'checkout',
  'payment',
  'auth',
  'profile',
  'errors',
  'vaccination',
  'info',
];
