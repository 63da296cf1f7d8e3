import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutboxJobData, OutboxRelay } from '@kukur/server-kernel';
import { Slice, startSlice } from '../support/slice';
import { waitFor } from '../support/wait-for';

/** The backends listening for outbox commits: the relay's, once it is ready. */
async function listenersOf(slice: Slice): Promise<number[]> {
  return (
    await slice.api.orm.em
      .getConnection()
      .execute<{ pid: number }[]>(
        `select pid from pg_stat_activity where query = 'LISTEN outbox_message' and datname = current_database()`,
      )
  ).map((row) => row.pid);
}

/** A newsletter sign-up: its commit writes the outbox row of the confirmation e-mail. */
function subscribeOn(slice: Slice, email: string) {
  return request(slice.api.http).post('/api/newsletter/subscribe').send({ email }).expect(201);
}

/** The relay's poll set to a minute: only the commit's notification can bring an e-mail out in time. */
const RARE_POLL = { OUTBOX_POLL_INTERVAL_MS: '60000' };

describe('the outbox relay wakes on commit (LISTEN/NOTIFY), the poll only a fallback', () => {
  let slice: Slice | undefined;

  afterEach(async () => {
    await slice?.stop();
    slice = undefined;
  });

  const subscribe = (email: string) => subscribeOn(slice!, email);
  const listeners = () => listenersOf(slice!);

  it('queues an event the moment its transaction commits', async () => {
    slice = await startSlice(RARE_POLL);
    await waitFor(async () => (await listeners()).length === 1, 'the relay listening');
    await subscribe('pema@example.com');
    await waitFor(() => slice!.sink.received.length === 1, 'the e-mail, long before the next poll');
    expect(slice.sink.received[0]!.to).toEqual(['pema@example.com']);
  });

  it('listens again after losing its connection, and relays what was committed meanwhile', async () => {
    slice = await startSlice(RARE_POLL);
    const [first] = await waitFor(async () => {
      const pids = await listeners();
      return pids.length === 1 ? pids : null;
    }, 'the relay listening');
    await slice.api.orm.em.getConnection().execute('select pg_terminate_backend(?)', [first]);
    // Committed while nobody listens: the reconnect's own wake-up brings it out.
    await subscribe('tenzing@example.com');
    await waitFor(async () => {
      const pids = await listeners();
      return pids.length === 1 && pids[0] !== first;
    }, 'a new listening connection');
    await waitFor(() => slice!.sink.received.length === 1, 'the e-mail committed while disconnected');
    await subscribe('yangchen@example.com');
    await waitFor(() => slice!.sink.received.length === 2, 'the next e-mail, woken by its commit');
    expect(slice.sink.received.map((mail) => mail.to[0]).sort()).toEqual([
      'tenzing@example.com',
      'yangchen@example.com',
    ]);
  });
});

describe('the outbox relay runs a second pass beside one that is slow to queue', () => {
  let slice: Slice | undefined;
  let release: () => void = () => undefined;

  afterEach(async () => {
    release();
    vi.restoreAllMocks();
    await slice?.stop();
    slice = undefined;
  });

  it("relays a later commit while the earlier commit's pass is still queueing", async () => {
    slice = await startSlice(RARE_POLL);
    await waitFor(async () => (await listenersOf(slice!)).length === 1, 'the relay listening');
    const held = new Promise<void>((resolve) => (release = resolve));
    const addBulk = slice.emailQueue.addBulk.bind(slice.emailQueue);
    const holding = vi.spyOn(slice.emailQueue, 'addBulk').mockImplementation(async (jobs) => {
      const forSonam = (job: { data: OutboxJobData }) => job.data.payload['email'] === 'sonam@example.com';
      if (jobs.some(forSonam)) await held;
      return addBulk(jobs);
    });

    await subscribeOn(slice, 'sonam@example.com');
    await waitFor(() => holding.mock.calls.length === 1, "the first commit's pass queueing");
    await subscribeOn(slice, 'karma@example.com');
    // With one pass at a time this e-mail would wait for the held pass, and never come.
    await waitFor(() => slice!.sink.received.length === 1, 'the later e-mail, the first pass still held');
    expect(slice.sink.received[0]!.to).toEqual(['karma@example.com']);

    release();
    await waitFor(() => slice!.sink.received.length === 2, 'the held e-mail once its pass goes on');
    expect(slice.sink.received[1]!.to).toEqual(['sonam@example.com']);
  });
});

describe('the outbox relay marks a row published only with its job queued', () => {
  let slice: Slice | undefined;

  afterEach(async () => {
    vi.restoreAllMocks();
    await slice?.stop();
    slice = undefined;
  });

  it('leaves the row for the next pass when queueing fails, and sends it once queueing works again', async () => {
    // The poll set to a minute and a failing queue: the commit's own pass fails, the test's pass sends it.
    slice = await startSlice({ OUTBOX_POLL_INTERVAL_MS: '60000' });
    const relay = slice.worker.get(OutboxRelay, { strict: false });
    const addBulk = vi
      .spyOn(slice.emailQueue, 'addBulk')
      .mockRejectedValue(new Error('Redis is unreachable'));
    await subscribeOn(slice, 'dawa@example.com');
    const unpublished = async () =>
      (
        await slice!.api.orm.em.getConnection().execute<{ n: number }[]>(
          `select count(*)::int as n from outbox_message
              where published_at is null and payload->>'email' = 'dawa@example.com'`,
        )
      )[0]!.n;
    // Once the commit's own pass has failed and let go of the row, a pass of ours takes it and fails too.
    await waitFor(
      () =>
        relay.relayBatch().then(
          () => false,
          (error: Error) => error.message === 'Redis is unreachable',
        ),
      'a pass that fails to queue the event',
    );
    expect(await unpublished()).toBe(1);

    addBulk.mockRestore();
    // Another commit's wake-up may run a pass of the relay's own meanwhile, which holds the row (ours then skips
    // it): the row counts as sent once either pass has committed it.
    await waitFor(async () => {
      await relay.relayBatch();
      return (await unpublished()) === 0;
    }, 'the row published once queueing works');
    await waitFor(() => slice!.sink.received.length === 1, 'the e-mail');
    expect(slice.sink.received[0]!.to).toEqual(['dawa@example.com']);
  });
});
