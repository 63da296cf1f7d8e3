import { ReferenceKind } from '@mikro-orm/core';
import type { Dictionary, EntityMetadata, EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SENT_WITH_NEXT } from './pipelining/pipelining-client';

/**
 * Inserts new entities with at most one round trip to the database: one INSERT per entity class (classes in the
 * order they first appear), joined into one statement by WITH. Foreign keys are checked at the statement's end,
 * so a child may come before its parent. Inside a transaction the statement needs no answer, so it goes out
 * with the transaction's next statement, its COMMIT at the latest (SENT_WITH_NEXT), and a failure shows there.
 * A flush would send one statement per class, and on a write path that stores a whole graph (an order, its
 * lines, its history and its event) every round trip costs the API and PostgreSQL a socket write each way. The
 * rows are the ORM's own (`prepareEntity`: values as the database takes them), written into SQL with the
 * platform's quoting; the ORM's query builder cost more CPU than the round trips it saved. The entities stay
 * unmanaged: for a use case that builds the graph, stores it and answers from it.
 */
export async function insertTogether(em: EntityManager, entities: readonly object[]): Promise<void> {
  const rowsByClass = new Map<abstract new (...args: never[]) => object, Dictionary[]>();
  const comparator = em.getComparator();
  for (const entity of entities) {
    const entityClass = entity.constructor as abstract new (...args: never[]) => object;
    const rows = rowsByClass.get(entityClass) ?? [];
    rows.push(comparator.prepareEntity(entity));
    rowsByClass.set(entityClass, rows);
  }
  if (rowsByClass.size === 0) return;
  const inserts = [...rowsByClass].map(([entityClass, rows]) =>
    insertStatement(em, em.getMetadata().get(entityClass.name), rows),
  );
  const last = inserts.pop()!;
  const statement =
    inserts.length === 0
      ? last
      : `with ${inserts.map((insert, index) => `w${index} as (${insert})`).join(',\n')}\n${last}`;
  const inTransaction = em.getTransactionContext() !== undefined;
  await em
    .getConnection()
    .execute(inTransaction ? SENT_WITH_NEXT + statement : statement, [], 'run', em.getTransactionContext());
}

function insertStatement(em: EntityManager, meta: EntityMetadata, rows: Dictionary[]): string {
  const platform = em.getPlatform();
  const columns = meta.props.filter((prop) => isColumn(meta, prop));
  const values = rows.map(
    (row) =>
      `(${columns
        .map((prop) => (row[prop.name] === undefined ? 'default' : platform.quoteValue(row[prop.name])))
        .join(', ')})`,
  );
  const names = columns.map((prop) => platform.quoteIdentifier(prop.fieldNames[0]!));
  return `insert into ${platform.quoteIdentifier(meta.tableName)} (${names.join(', ')}) values ${values.join(', ')}`;
}

/** A property stored in one column of the entity's own table (what a flat entity is made of). */
function isColumn(meta: EntityMetadata, prop: EntityProperty): boolean {
  const ownColumn =
    prop.kind === ReferenceKind.SCALAR ||
    prop.kind === ReferenceKind.MANY_TO_ONE ||
    (prop.kind === ReferenceKind.ONE_TO_ONE && prop.owner);
  // Computed by the database (a formula, a generated column) or not stored: not written.
  if (!ownColumn || prop.persist === false || prop.formula || prop.generated) return false;
  if (prop.fieldNames?.length !== 1) {
    throw new Error(
      `insertTogether: ${meta.className}.${prop.name} spans ${prop.fieldNames?.length} columns`,
    );
  }
  return true;
}
