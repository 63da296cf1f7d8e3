const ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
const TOP_LABEL = '\\p{L}(?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])';

/**
 * An address that mail servers take: a dot-atom before the @ (no quotes, angle brackets, commas, spaces or
 * other specials, no leading, trailing or double dots) and a host name with a dot. Stricter than the spec's
 * `\S+@\S+\.\S+`, which let `"a<b>"@x.io` in and then failed for good at the mail server. Shared by the
 * server's validation and the web forms so both agree.
 */
export const EMAIL_PATTERN = new RegExp(
  `^(?=[^@]{1,64}@)${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${TOP_LABEL}$`,
  'u',
);
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}

/** E-mail addresses are compared case-insensitively and without surrounding spaces. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
