import type pg from 'pg';

/**
 * Heap pages of `table` read so far (from the buffers or the disk), by the table's I/O statistics. Compare two
 * readings around a statement run on `client` to count the pages it visited; `client` flushes its own counts
 * first, so they are in the second reading.
 */
export async function heapPagesRead(client: pg.Client, table: string): Promise<number> {
  await client.query('select pg_stat_force_next_flush()');
  await client.query('select 1');
  await client.query('select pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ pages: string }>(
    'select heap_blks_hit + heap_blks_read as pages from pg_statio_user_tables where relname = $1',
    [table],
  );
  return Number(rows[0]!.pages);
}
