import { isLanguage, type Language, languageOfTags } from '@kukur/contracts';
import { languageOfCookies } from './language-cookie';

/**
 * The language the app starts in: the one the server rendered this page in (hydration must match it), else
 * the reader's choice (cookie), else the browser's languages ('ne' first: Nepali).
 */
export function startLanguage(serverRendered: boolean): Language {
  const rendered = document.documentElement.lang;
  if (serverRendered && isLanguage(rendered)) return rendered;
  return languageOfCookies(document.cookie) ?? languageOfTags(navigator.languages ?? []);
}
