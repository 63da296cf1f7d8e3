/** The channel the worker's outbox relay listens on: outbox rows were committed. */
export const OUTBOX_CHANNEL = 'outbox_message';

/** The channel each API's search index listens on: product rows were inserted, changed or removed. */
export const PRODUCT_CHANGED_CHANNEL = 'product_changed';

/**
 * The session setting with which the shop's own processes tell the notifying triggers that they announce their
 * commits themselves (NotifyAfterCommit). Other writers (psql, a data repair) leave it unset,
 * and the triggers notify for them.
 */
export const NOTIFY_AFTER_COMMIT_SETTING = 'kukur.notify_after_commit';

const tableName = (table: string) => `"?${table}"?(?=[\\s,;(]|$)`;

/**
 * Which statements announce which channel. Matched anywhere in the SQL, since a statement may start with a WITH: a match inside a text value only costs an
 * extra notification, which listeners take as "look again".
 */
const ANNOUNCED_WRITES: ReadonlyArray<{ channel: string; statement: RegExp }> = [
  {
    channel: OUTBOX_CHANNEL,
    statement: new RegExp(`\\binsert\\s+into\\s+${tableName('outbox_message')}`, 'i'),
  },
  {
    channel: PRODUCT_CHANGED_CHANNEL,
    statement: new RegExp(
      `\\b(?:(?:insert\\s+into|update|delete\\s+from)\\s+|truncate(?:\\s+table)?\\s+(?:"?\\w+"?\\s*,\\s*)*)${tableName('product')}`,
      'i',
    ),
  },
];

/** The channels whose listeners must hear of `sql` once it is committed. */
export function channelsWrittenBy(sql: string): string[] {
  return ANNOUNCED_WRITES.filter((write) => write.statement.test(sql)).map((write) => write.channel);
}
