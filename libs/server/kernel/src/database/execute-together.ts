import type { Dictionary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/** One SQL statement and its parameters (`?` placeholders, as EntityManager.execute takes them). */
export interface SqlStatement {
  sql: string;
  params: readonly unknown[];
}

/**
 * Runs `statements` in order as one message on `em`'s connection (its transaction, if it has one) and answers
 * each one's rows: one round trip for statements that do not need each other's answers. When one fails, the
 * ones after it do not run and the error is its. Outside a transaction the message is one transaction.
 */
export async function executeTogether(
  em: EntityManager,
  statements: readonly SqlStatement[],
): Promise<Dictionary[][]> {
  if (statements.length === 1) {
    return [await em.execute<Dictionary[]>(statements[0]!.sql, [...statements[0]!.params])];
  }
  // Several statements answer one result each.
  return em.execute<Dictionary[][]>(
    statements.map((statement) => statement.sql).join(';\n'),
    statements.flatMap((statement) => statement.params),
  );
}
