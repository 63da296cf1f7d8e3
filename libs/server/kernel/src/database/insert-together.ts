import { QueryFlag } from '@mikro-orm/core';
import type { Dictionary, EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Inserts new entities with one round trip to the database: one INSERT per entity class (classes in the
 * order they first appear, so put parents before their children), sent as one message on `em`'s
 * transaction. A flush would send one statement per class, and on a write path that stores a whole graph
 * (an order, its lines, its history and its event) every round trip costs the API and PostgreSQL a
 * socket write each way. The entities stay unmanaged: for a use case that builds the graph, stores it and
 * answers from it.
 */
export async function insertTogether(em: EntityManager, entities: readonly object[]): Promise<void> {
  const rowsByClass = new Map<EntityName<object>, Dictionary[]>();
  const comparator = em.getComparator();
  for (const entity of entities) {
    const entityClass = entity.constructor as EntityName<object>;
    const rows = rowsByClass.get(entityClass) ?? [];
    rows.push(comparator.prepareEntity(entity));
    rowsByClass.set(entityClass, rows);
  }
  if (rowsByClass.size === 0) return;
  const statements = [...rowsByClass].map(([entityClass, rows]) =>
    em
      .createQueryBuilder(entityClass)
      // prepareEntity has already converted the values to the database's form (JSON as text, for one).
      .unsetFlag(QueryFlag.CONVERT_CUSTOM_TYPES)
      .insert(rows)
      .getFormattedQuery(),
  );
  // Without parameters node-postgres sends the simple-query message, which may carry several statements.
  await em.getConnection().execute(statements.join(';\n'), [], 'run', em.getTransactionContext());
}
