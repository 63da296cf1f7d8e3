import type { Language } from '@kukur/contracts';
import type { Locale } from 'antd/es/locale';
import type { Namespace } from './english-catalogues';

/** What a language needs besides English: its catalogues and Ant Design's own texts (pickers, pagination). */
export interface LanguagePack {
  catalogues: Record<Namespace, Record<string, unknown>> | null;
  antdLocale: Locale | undefined;
}

// English is antd's own default: AntdTheme (shared/ui/antd-theme) gives it, so antd's texts stay out of the
// first load.
const loaded = new Map<Language, LanguagePack>([['en', { catalogues: null, antdLocale: undefined }]]);

/**
 * Loads a language's pack once (Nepali: its catalogues, antd's ne_NP with our picker texts and dayjs's 'ne', a
 * chunk of their own); English is in the bundle and antd's default.
 */
export async function loadLanguage(language: Language): Promise<LanguagePack> {
  const known = loaded.get(language);
  if (known) return known;
  const [{ nepaliCatalogues }, antd, { withNepaliPickers }] = await Promise.all([
    import('./nepali-catalogues'),
    import('antd/es/locale/ne_NP'),
    import('./nepali-antd-locale'),
    import('dayjs/locale/ne'),
  ]);
  const pack = { catalogues: nepaliCatalogues, antdLocale: withNepaliPickers(antd.default) };
  loaded.set(language, pack);
  return pack;
}

/** Ant Design's locale of a loaded language; undefined for English and until another has loaded. */
export function antdLocaleOf(language: string): Locale | undefined {
  return loaded.get(language as Language)?.antdLocale;
}
