import { type Language, LANGUAGE_COOKIE } from '@kukur/contracts';

/** Read with `languageOfCookies(document.cookie)` from @kukur/contracts (the server reads the same cookie). */
export { languageOfCookies } from '@kukur/contracts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the reader's choice for a year; the server's render of the catalogue pages reads it too. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
}
