import type { i18n } from 'i18next';

/** The English texts of the screens a first page does not show: each its own small chunk. */
const ENGLISH = {
  cart: () => import('@/locales/en/cart.json'),
  checkout: () => import('@/locales/en/checkout.json'),
  payment: () => import('@/locales/en/payment.json'),
  auth: () => import('@/locales/en/auth.json'),
  profile: () => import('@/locales/en/profile.json'),
  errors: () => import('@/locales/en/errors.json'),
  vaccination: () => import('@/locales/en/vaccination.json'),
  info: () => import('@/locales/en/info.json'),
};

export type LazyNamespace = keyof typeof ENGLISH;
export const LAZY_NAMESPACES = Object.keys(ENGLISH) as LazyNamespace[];

/**
 * Adds the English texts of `namespaces` to `instance` once (a route's code awaits this with its own, so its
 * first render has them; components that only need them later re-render when they arrive).
 */
export async function loadEnglishTexts(
  instance: i18n,
  namespaces: readonly LazyNamespace[] = LAZY_NAMESPACES,
): Promise<void> {
  await Promise.all(
    namespaces
      .filter((namespace) => !instance.hasResourceBundle('en', namespace))
      .map(async (namespace) => {
        const { default: texts } = await ENGLISH[namespace]();
        instance.addResourceBundle('en', namespace, texts, true, true);
      }),
  );
}
