const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` looks like one of our ids (a UUID); a malformed id can name nothing, so it need not be looked up. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
