import { isLanguage, type Language, LANGUAGE_COOKIE } from '@kukur/contracts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language kept in the `kp_lang` cookie of a Cookie header or document.cookie, or null. */
export function languageOfCookies(cookies: string): Language | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

/** Remembers the reader's choice for a year; the server's render of the catalogue pages reads it too. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
}
