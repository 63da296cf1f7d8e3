import auth from '@/locales/ne/auth.json';
import cart from '@/locales/ne/cart.json';
import catalogue from '@/locales/ne/catalogue.json';
import checkout from '@/locales/ne/checkout.json';
import common from '@/locales/ne/common.json';
import errors from '@/locales/ne/errors.json';
import home from '@/locales/ne/home.json';
import info from '@/locales/ne/info.json';
import layout from '@/locales/ne/layout.json';
import pages from '@/locales/ne/pages.json';
import payment from '@/locales/ne/payment.json';
import profile from '@/locales/ne/profile.json';
import vaccination from '@/locales/ne/vaccination.json';
import type { Namespace } from './english-catalogues';

/** The Nepali catalogues: their own chunk, loaded only for a reader who reads Nepali (load-language.ts). */
export const nepaliCatalogues: Record<Namespace, Record<string, unknown>> = {
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
  vaccination,
  profile,
  info,
};
