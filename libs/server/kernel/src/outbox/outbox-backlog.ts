import type { EntityManager } from '@mikro-orm/postgresql';
import { EventCatalogue } from '../events/event-catalogue';

export interface UnroutedEvents {
  type: string;
  count: number;
  oldestAt: Date;
}

export interface OutboxBacklog {
  /** Committed events of a declared type not yet handed to a queue. */
  pending: number;
  oldestPendingAt: Date | null;
  /** Unpublished events whose type is not declared: the relay leaves them until it is. */
  unrouted: number;
  unroutedTypes: UnroutedEvents[];
}

/**
 * How far the outbox relay is behind (a growing backlog means the worker is not relaying), and the rows
 * it will not relay because their type is not declared. One query.
 */
export async function readOutboxBacklog(
  em: EntityManager,
  declaredTypes: readonly string[] = EventCatalogue.recognisedTypes(),
): Promise<OutboxBacklog> {
  const rows = await em
    .getConnection()
    .execute<{ type: string; declared: boolean; count: number; oldest: Date }[]>(
      `select type, type = any(?::text[]) as declared, count(*)::int as count, min(created_at) as oldest
       from outbox_message where published_at is null group by type`,
      [`{${declaredTypes.map((type) => `"${type}"`).join(',')}}`],
    );
  const declared = rows.filter((row) => row.declared);
  const unrouted = rows
    .filter((row) => !row.declared)
    .map((row) => ({ type: row.type, count: row.count, oldestAt: new Date(row.oldest) }))
    .sort((a, b) => a.type.localeCompare(b.type));
  const oldest = declared.map((row) => new Date(row.oldest).getTime());
  return {
    pending: declared.reduce((sum, row) => sum + row.count, 0),
    oldestPendingAt: oldest.length > 0 ? new Date(Math.min(...oldest)) : null,
    unrouted: unrouted.reduce((sum, row) => sum + row.count, 0),
    unroutedTypes: unrouted,
  };
}
