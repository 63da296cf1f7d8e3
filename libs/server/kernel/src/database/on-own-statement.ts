import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * How long after sending a write a process keeps looking for its effects itself: its commit lands within
 * milliseconds, before the commit's notification comes back on the listening connection.
 */
export const OWN_WRITE_WINDOW_MS = 1_000;

/**
 * Calls `then` whenever this process sends a statement `matches` accepts (on any connection of `em`'s pool),
 * as it is sent: a process learns of its own writes before their commit notification comes back.
 */
export function onOwnStatement(em: EntityManager, matches: (sql: string) => boolean, then: () => void): void {
  em.getConnection()
    .getKnex()
    .on('query', (query: { sql?: string }) => {
      if (query.sql && matches(query.sql)) then();
    });
}
