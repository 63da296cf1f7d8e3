import type { Language } from '@kukur/contracts';
import { addLanguage, createI18n } from './create-i18n';
import { type LazyNamespace, loadEnglishTexts } from './lazy-texts';
import { rememberLanguage } from './language-cookie';
import { loadLanguage } from './load-language';

/** The browser's one instance; English until start-up (main.tsx) or the reader picks another language. */
export const appI18n = createI18n('en', { catalogues: null, antdLocale: undefined });

/** dayjs's month and weekday names (antd's date pickers): loaded only once a language other than English shows. */
async function setDateLocale(language: Language): Promise<void> {
  const { default: dayjs } = await import('dayjs');
  dayjs.locale(language);
}

/** Shows the app in `language` (loading its texts first); also the page's lang attribute and dayjs. */
export async function showLanguage(language: Language): Promise<void> {
  const pack = await loadLanguage(language);
  addLanguage(appI18n, language, pack);
  if (language !== 'en' || appI18n.language !== 'en') await setDateLocale(language);
  document.documentElement.lang = language;
  await appI18n.changeLanguage(language);
}

/** The reader chose a language: show it and remember it (cookie, a year). */
export async function chooseLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await showLanguage(language);
}

/** Loads the English texts of `namespaces` into the browser's instance (see lazy-texts.ts). */
export function loadTexts(namespaces: readonly LazyNamespace[]): Promise<void> {
  return loadEnglishTexts(appI18n, namespaces);
}
