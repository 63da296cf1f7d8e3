/**
 * The languages the shop speaks (issue 16): English and Nepali. The web keeps the reader's choice in the
 * `kp_lang` cookie so the API's server render and the browser agree; a customer's account keeps it for e-mails.
 */
export const LANGUAGES = ['en', 'ne'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_COOKIE = 'kp_lang';

/** Each language's name written in itself, for the switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ne: 'नेपाली' };

/** What the API answers when a language is not one of LANGUAGES. */
export const LANGUAGE_INVALID_MESSAGE = `Language must be one of: ${LANGUAGES.join(', ')}`;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language kept in the `kp_lang` cookie of a Cookie header (or document.cookie), or null. */
export function languageOfCookies(cookies: string | null | undefined): Language | null {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

/**
 * The shop's language for a list of BCP 47 tags in preference order (navigator.languages, or an
 * Accept-Language header's tags): the first one the shop speaks, else English. 'ne-NP' is Nepali.
 */
export function languageOfTags(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The tags of an Accept-Language header in the order of their q values ('ne-NP,ne;q=0.9,en;q=0.8'). */
export function tagsOfAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}
