import type { EntityManager } from '@mikro-orm/postgresql';

export interface OutboxBacklog {
  /** Committed events not yet handed to a queue. */
  pending: number;
  oldestPendingAt: Date | null;
}

/** How far the outbox relay is behind: a growing backlog means the worker is not relaying. */
export async function readOutboxBacklog(em: EntityManager): Promise<OutboxBacklog> {
  const [row] = await em
    .getConnection()
    .execute<{ pending: number; oldest: Date | null }[]>(
      `select count(*)::int as pending, min(created_at) as oldest from outbox_message where published_at is null`,
    );
  return { pending: row?.pending ?? 0, oldestPendingAt: row?.oldest ? new Date(row.oldest) : null };
}
