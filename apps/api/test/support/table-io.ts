import type pg from 'pg';

/**
 * Runs `statement` on `client` in a transaction of its own and counts the heap pages of `table` it read (from the
 * buffers or the disk), by that transaction's own I/O statistics: no other connection's counts, nor an
 * autovacuum's, land in the figure (the table-wide statistics took them in whenever they were flushed, and a
 * claim once seemed to visit 15 pages instead of its 2 or 3).
 */
export async function heapPagesVisited<T>(
  client: pg.Client,
  table: string,
  statement: () => Promise<T>,
): Promise<{ result: T; pages: number }> {
  const pagesSoFar = async () => {
    const { rows } = await client.query<{ pages: string }>(
      'select pg_stat_get_xact_blocks_fetched($1::regclass) as pages',
      [table],
    );
    return Number(rows[0]!.pages);
  };
  await client.query('begin');
  try {
    const before = await pagesSoFar();
    const result = await statement();
    const pages = (await pagesSoFar()) - before;
    await client.query('commit');
    return { result, pages };
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
