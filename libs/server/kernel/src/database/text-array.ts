/**
 * A PostgreSQL array literal of texts, to bind as one parameter (`= any(?::text[])`; Knex would spread a
 * JavaScript array into a list). Every element is quoted, so commas, braces, quotes, backslashes and the word
 * NULL stay plain text.
 */
export function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`).join(',')}}`;
}
