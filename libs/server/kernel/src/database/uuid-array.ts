import { isUuid } from '@kukur/contracts';

/**
 * A PostgreSQL array literal of ids, to bind as one parameter (`= any(?::uuid[])`). Knex would spread a
 * JavaScript array into a list of parameters, which an `any(...)` or `array_position(...)` cannot take.
 */
export function uuidArray(ids: readonly string[]): string {
  for (const id of ids) if (!isUuid(id)) throw new RangeError(`Not an id: ${id}`);
  return `{${ids.join(',')}}`;
}
