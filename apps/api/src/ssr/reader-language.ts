import {
  isLanguage,
  type Language,
  LANGUAGE_COOKIE,
  languageOfTags,
  tagsOfAcceptLanguage,
} from '@kukur/contracts';

/**
 * The language a page goes out in: the reader's choice kept in the `kp_lang` cookie (the web app writes it),
 * else the first language of Accept-Language the shop speaks, else English, as the browser would pick it.
 */
export function readerLanguage(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return languageOfTags(tagsOfAcceptLanguage(acceptLanguage));
}
