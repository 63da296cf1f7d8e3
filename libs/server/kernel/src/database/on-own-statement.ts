import type { EntityManager } from '@mikro-orm/postgresql';

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
