import { type Language, languageOfCookies, languageOfTags, tagsOfAcceptLanguage } from '@kukur/contracts';

/**
 * The language a page goes out in: the reader's choice kept in the `kp_lang` cookie (the web app writes it),
 * else the first language of Accept-Language the shop speaks, else English, as the browser would pick it.
 */
export function readerLanguage(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  return languageOfCookies(cookieHeader) ?? languageOfTags(tagsOfAcceptLanguage(acceptLanguage));
}
