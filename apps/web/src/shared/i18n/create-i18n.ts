import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@kukur/contracts';
import { englishCatalogues, NAMESPACES } from './english-catalogues';
import type { LanguagePack } from './load-language';

/**
 * An i18next instance ready at once (no async init, so the first render has its texts): English always, the
 * pack's catalogues for `language`. One per server render, so concurrent renders in two languages never mix.
 */
export function createI18n(language: Language, pack: LanguagePack): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'ne'],
    ns: NAMESPACES,
    defaultNS: 'common',
    // Copies: i18next adds namespaces loaded later (lazy-texts.ts) into the maps it is given, which are
    // shared by every instance of a server process.
    resources: {
      en: { ...englishCatalogues },
      ...(pack.catalogues ? { [language]: { ...pack.catalogues } } : {}),
    },
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
    // A namespace that arrives after the first render (lazy-texts.ts) re-renders the components reading it.
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  return instance;
}

/** Adds a loaded language's catalogues to an instance (the browser's one, when the reader switches). */
export function addLanguage(instance: i18n, language: Language, pack: LanguagePack): void {
  if (!pack.catalogues) return;
  for (const [namespace, texts] of Object.entries(pack.catalogues)) {
    instance.addResourceBundle(language, namespace, texts, true, true);
  }
}
