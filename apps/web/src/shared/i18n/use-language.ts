import { isLanguage, type Language } from '@kukur/contracts';
import { useTranslation } from 'react-i18next';

/** The language the app shows now. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}
