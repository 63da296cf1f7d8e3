/**
 * A text as a PostgreSQL string literal: the same characters node-postgres's `escapeLiteral` writes (quotes
 * doubled; with a backslash, backslashes doubled and the literal written ` E'...'`), built in one pass over
 * the text. `escapeLiteral` adds a character at a time, so a 2 KB JSON value (an event's payload, a batch of
 * rows) made 2,000 intermediate strings, and MikroORM writes every parameter of `execute(sql, params)` into
 * the SQL with it.
 */
export function sqlStringLiteral(text: string): string {
  const quoted = text.replaceAll("'", "''");
  if (!text.includes('\\')) return `'${quoted}'`;
  return ` E'${quoted.replaceAll('\\', '\\\\')}'`;
}
