// Field checks with the messages of Django REST framework, which Khalti's API answers with.

/** A field's errors: messages, or (nested data) an object or list of them, as DRF nests them. */
export type FieldError = string[] | { [field: string]: FieldError } | FieldError[] | Record<string, never>;

/** Either the cleaned value or the field's error. */
export type Checked<T> = { ok: true; value: T } | { ok: false; error: FieldError };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const fail = (...messages: string[]): Checked<never> => ({ ok: false, error: messages });

const MESSAGES = {
  required: 'This field is required.',
  null: 'This field may not be null.',
  blank: 'This field may not be blank.',
  string: 'Not a valid string.',
  integer: 'A valid integer is required.',
  url: 'Enter a valid URL.',
} as const;

/** Python's name of a JSON value's type, for DRF's "Expected a list of items but got type ..." messages. */
function pythonType(value: unknown): string {
  if (Array.isArray(value)) return 'list';
  if (value === null) return 'NoneType';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  return { string: 'str', boolean: 'bool', object: 'dict' }[typeof value as string] ?? typeof value;
}

/** A required, non-blank string (DRF CharField: numbers are accepted as text, surrounding spaces trimmed). */
export function requiredString(value: unknown): Checked<string> {
  if (value === undefined) return fail(MESSAGES.required);
  if (value === null) return fail(MESSAGES.null);
  if (typeof value !== 'string' && typeof value !== 'number') return fail(MESSAGES.string);
  const text = String(value).trim();
  return text ? ok(text) : fail(MESSAGES.blank);
}

/** An optional string (blank allowed). */
export function optionalString(value: unknown): Checked<string | undefined> {
  if (value === undefined || value === null) return ok(undefined);
  if (typeof value !== 'string' && typeof value !== 'number') return fail(MESSAGES.string);
  return ok(String(value).trim());
}

/** A required integer (DRF IntegerField: 1300, "1300" and "1300.0" are fine; 1300.5, "abc" and true are not). */
export function requiredInteger(value: unknown): Checked<number> {
  if (value === undefined) return fail(MESSAGES.required);
  if (value === null) return fail(MESSAGES.null);
  let number: number | undefined;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && /^\s*[+-]?\d+(\.0*)?\s*$/.test(value))
    number = Number.parseInt(value, 10);
  if (number === undefined || !Number.isSafeInteger(number)) return fail(MESSAGES.integer);
  return ok(number);
}

/** A required URL as Django's URLValidator accepts it: http(s)/ftp(s), a host with a domain, localhost or an IP. */
export function requiredUrl(value: unknown): Checked<string> {
  const text = requiredString(value);
  if (!text.ok) return text;
  return isValidUrl(text.value) ? text : fail(MESSAGES.url);
}

function isValidUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (!['http:', 'https:', 'ftp:', 'ftps:'].includes(url.protocol)) return false;
  const host = url.hostname;
  if (host === 'localhost' || /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[')) return true;
  const labels = host.split('.');
  const tld = labels[labels.length - 1];
  return (
    labels.length >= 2 &&
    labels.every((label) => label.length > 0) &&
    /^([a-z]{2,63}|xn--[a-z0-9-]+)$/.test(tld)
  );
}

/** An optional list whose items are checked by `item`; errors line up with the items (`{}` for good ones). */
export function optionalList<T>(
  value: unknown,
  item: (entry: unknown) => Checked<T>,
): Checked<T[] | undefined> {
  if (value === undefined || value === null) return ok(undefined);
  if (!Array.isArray(value)) return fail(`Expected a list of items but got type "${pythonType(value)}".`);
  const results = value.map(item);
  const errors = results.map((result) => (result.ok ? {} : result.error));
  if (results.some((result) => !result.ok)) return { ok: false, error: errors };
  return ok(results.map((result) => (result as { ok: true; value: T }).value));
}

/** An object whose fields are checked one by one; collects every field's error as DRF does. */
export function checkObject<T extends Record<string, unknown>>(
  value: unknown,
  checks: { [K in keyof T]: (field: unknown) => Checked<T[K]> },
): Checked<T> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail(`Invalid data. Expected a dictionary, but got ${pythonType(value)}.`);
  const source = value as Record<string, unknown>;
  const cleaned: Record<string, unknown> = {};
  const errors: Record<string, FieldError> = {};
  for (const key of Object.keys(checks) as Array<keyof T & string>) {
    const result = checks[key](source[key]);
    if (result.ok) {
      if (result.value !== undefined) cleaned[key] = result.value;
    } else errors[key] = result.error;
  }
  return Object.keys(errors).length > 0 ? { ok: false, error: errors } : ok(cleaned as T);
}
