import { textArray } from '@kukur/server-kernel';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { heapPagesVisited } from '../support/table-io';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';

const DECLARED = ['spec.claimed.v1', 'spec.also-claimed.v1'];
// RETURNING keeps no order; the relay sorts what it claimed, and so do these tests.
const CLAIM = 'select id from claim_outbox_messages(?::text[], ?) order by created_at';

/**
 * The relay's claim (`claim_outbox_messages`, see its migration), on the database alone: no worker runs here, so
 * the rows stay where each test puts them.
 */
describe('the outbox claim', () => {
  let api: TestApi;

  const sql = <T>(query: string, params: unknown[] = []) =>
    api.orm.em.getConnection().execute<T[]>(query, params);
  const insertRow = async (type: string, secondsAgo: number, published = false) => {
    const id = randomUUID();
    await sql(
      `insert into outbox_message (id, type, payload, occurred_at, created_at, published_at)
       values (?, ?, '{}', now(), now() - ? * interval '1 second', ${published ? 'now()' : 'null'})`,
      [id, type, secondsAgo],
    );
    return id;
  };
  const claim = async (batchSize: number) =>
    (await sql<{ id: string }>(CLAIM, [textArray(DECLARED), batchSize])).map((row) => row.id);

  beforeAll(async () => {
    api = await startTestApi();
  });

  beforeEach(async () => {
    await resetDatabase(api.orm);
  });

  afterAll(async () => {
    await resetDatabase(api.orm);
    await api.close();
  });

  it('takes the oldest unpublished rows of the declared types, up to the batch, and marks them published', async () => {
    const oldest = await insertRow(DECLARED[0]!, 40);
    const undeclared = await insertRow('spec.undeclared.v1', 30);
    await insertRow(DECLARED[0]!, 25, true);
    const second = await insertRow(DECLARED[1]!, 20);
    const third = await insertRow(DECLARED[0]!, 10);

    expect(await claim(2)).toEqual([oldest, second]);
    expect(await claim(10)).toEqual([third]);
    expect(await claim(10)).toEqual([]);

    const unpublished = await sql<{ id: string }>('select id from outbox_message where published_at is null');
    expect(unpublished.map((row) => row.id)).toEqual([undeclared]);
  });

  it('gives two passes at once different rows: a pass skips the rows another has claimed and not committed', async () => {
    const rows: string[] = [];
    for (let at = 50; at > 0; at -= 10) rows.push(await insertRow(DECLARED[0]!, at));

    let secondPass: string[] = [];
    await api.orm.em.fork().transactional(async (tx) => {
      const firstPass = (await tx.execute<{ id: string }[]>(CLAIM, [textArray(DECLARED), 2])).map(
        (row) => row.id,
      );
      expect(firstPass).toEqual(rows.slice(0, 2));
      // Another connection, while the first pass's transaction is still open.
      secondPass = await claim(2);
    });
    expect(secondPass).toEqual(rows.slice(2, 4));
    expect(await claim(10)).toEqual(rows.slice(4));
  });

  it('passes the entries of rows published since the last vacuum without visiting their pages', async () => {
    // Statistics from when the table was nearly empty, as on a young shop: then thousands of events relayed.
    await insertRow(DECLARED[0]!, 3600);
    await sql('analyze outbox_message');
    await sql(
      `insert into outbox_message (id, type, payload, occurred_at, created_at)
       select gen_random_uuid(), ?, '{"note": "an event payload of ordinary size"}', now(),
              now() - interval '1 hour' + g * interval '1 millisecond'
         from generate_series(1, 4000) g`,
      [DECLARED[0]],
    );
    while ((await claim(100)).length > 0) {
      // relay them all: 4,000 dead entries in the index of unpublished rows until a vacuum
    }
    const fresh = [await insertRow(DECLARED[0]!, 1), await insertRow(DECLARED[1]!, 0)];

    // The heap pages one claim visits, from the table's I/O statistics, on a connection of its own.
    const client = new pg.Client({ connectionString: api.config.DATABASE_URL });
    await client.connect();
    try {
      const claimOnClient = async (types: string[]) =>
        (
          await client.query<{ id: string }>(
            'select id from claim_outbox_messages($1::text[], 100) order by created_at',
            [textArray(types)],
          )
        ).rows.map((row) => row.id);
      // The first pass over the dead entries marks them dead in the index, as the relay's next claim would.
      expect(await claimOnClient(['spec.nothing.v1'])).toEqual([]);
      const { result: claimed, pages: visited } = await heapPagesVisited(client, 'outbox_message', () =>
        claimOnClient(DECLARED),
      );
      expect(claimed).toEqual(fresh);

      // The fresh rows' pages. A sequential or bitmap scan, which the planner chose from these statistics before
      // the claim ruled both out, visits every page of the table (about 130 here).
      expect(visited).toBeGreaterThan(0);
      expect(visited).toBeLessThan(15);
    } finally {
      await client.end();
    }
  });
});
