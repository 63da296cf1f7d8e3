import { JOB_SLOTS_PER_FETCHER } from '@kukur/server-kernel';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { Slice, startSlice } from './support/slice';
import { waitFor } from './support/wait-for';

describe('the slice: API -> PostgreSQL -> outbox -> BullMQ -> worker -> SMTP', () => {
  let slice: Slice | undefined;

  afterEach(async () => {
    await slice?.stop();
    slice = undefined;
  });

  it('delivers the newsletter confirmation request with an HTML and a plain-text part', async () => {
    slice = await startSlice();
    await request(slice.api.http)
      .post('/api/newsletter/subscribe')
      .send({ email: 'maya@example.com' })
      .expect(201);

    const sink = slice.sink;
    await waitFor(() => sink.received.length === 1, 'confirmation e-mail');
    const [mail] = sink.received;
    expect(mail!.to).toEqual(['maya@example.com']);
    expect(mail!.subject).toBe('Please confirm your Kukur Pasal newsletter subscription');
    expect(mail!.html).toContain('maya@example.com');
    expect(mail!.html).toContain('http://shop.test/newsletter/confirm?token=');
    expect(mail!.text).toContain('asked to receive the Kukur Pasal newsletter at maya@example.com');
    expect(mail!.text).not.toMatch(/<[a-z]+[\s>]/);

    const connection = slice.api.orm.em.getConnection();
    await waitFor(async () => {
      const [outbox] = await connection.execute<{ published_at: Date | null }[]>(
        'select published_at from outbox_message',
      );
      return outbox?.published_at;
    }, 'outbox row marked published');
  });

  it('lets a worker that is stopping finish the e-mails it is sending, and sends each once', async () => {
    slice = await startSlice({ EMAIL_CONCURRENCY: '4', SMTP_MAX_CONNECTIONS: '3' });
    // Four jobs run at once over three SMTP connections: three e-mails in flight, one waiting for a connection.
    await restartWhileSending(slice, ['bina', 'dawa', 'hari', 'kamala', 'nima']);
  }, 30_000);

  it('runs more job slots than one BullMQ worker holds over several, and finishes every e-mail when stopping', async () => {
    slice = await startSlice({
      EMAIL_CONCURRENCY: String(2 * JOB_SLOTS_PER_FETCHER),
      SMTP_MAX_CONNECTIONS: '3',
    });
    await waitFor(
      async () => (await slice!.emailQueue.getWorkers()).length === 2 || undefined,
      'two workers fetching e-mail jobs',
    );
    await restartWhileSending(slice, ['anjali', 'bikash', 'chandra', 'deepa', 'gopal', 'ishwor']);
  }, 30_000);

  it('retries a refused delivery and sends exactly one e-mail', async () => {
    slice = await startSlice();
    slice.sink.refuseNext(1);
    await request(slice.api.http)
      .post('/api/newsletter/subscribe')
      .send({ email: 'hari@example.com' })
      .expect(201);

    const sink = slice.sink;
    await waitFor(() => sink.received.length === 1, 'e-mail after a retry');
    expect(sink.attempts).toBe(2);
    const [outbox] = await slice.api.orm.em
      .getConnection()
      .execute<{ id: string }[]>('select id from outbox_message');
    const job = await slice.emailQueue.getJob(outbox!.id);
    await waitFor(async () => (await job!.isCompleted()) || undefined, 'job completed');
    expect((await slice.emailQueue.getJob(outbox!.id))!.attemptsMade).toBe(2);
  });

  it('keeps a job that always fails in the failed set and records no sent e-mail', async () => {
    slice = await startSlice({ JOB_ATTEMPTS: '2' });
    slice.sink.refuseNext(100);
    await request(slice.api.http)
      .post('/api/newsletter/subscribe')
      .send({ email: 'gita@example.com' })
      .expect(201);

    const queue = slice.emailQueue;
    const failed = await waitFor(async () => {
      const jobs = await queue.getFailed();
      return jobs.length === 1 ? jobs : undefined;
    }, 'job in the failed set');
    expect(failed[0]!.attemptsMade).toBe(2);
    expect(failed[0]!.failedReason).toMatch(/451|temporarily unavailable/i);
    expect(slice.sink.received).toHaveLength(0);
    const sent = await slice.api.orm.em
      .getConnection()
      .execute("select * from sent_email where status = 'sent'");
    expect(sent).toHaveLength(0);
  });

  it('does not send twice when the same event is relayed and processed again', async () => {
    slice = await startSlice();
    await request(slice.api.http)
      .post('/api/newsletter/subscribe')
      .send({ email: 'sunil@example.com' })
      .expect(201);
    const sink = slice.sink;
    await waitFor(() => sink.received.length === 1, 'first delivery');

    // Simulate a relay crash after enqueueing but before marking the row, and a lost job record.
    const orm = slice.worker.get(MikroORM);
    const [outbox] = await orm.em.getConnection().execute<{ id: string }[]>('select id from outbox_message');
    const job = await slice.emailQueue.getJob(outbox!.id);
    await waitFor(async () => (await job!.isCompleted()) || undefined, 'first job completed');
    await job!.remove();
    await orm.em.getConnection().execute('update outbox_message set published_at = null');

    const queue = slice.emailQueue;
    await waitFor(async () => {
      const again = await queue.getJob(outbox!.id);
      return again && (await again.isCompleted());
    }, 'second job processed');
    expect(sink.received).toHaveLength(1);
    expect((await queue.getJob(outbox!.id))!.returnvalue).toEqual({ sent: 0, skipped: 1 });
  });

  it('claims before sending: a live claim is waited for, a dead attempt’s claim is taken over with the same Message-ID', async () => {
    slice = await startSlice();
    await request(slice.api.http)
      .post('/api/newsletter/subscribe')
      .send({ email: 'tara@example.com' })
      .expect(201);
    const sink = slice.sink;
    await waitFor(() => sink.received.length === 1, 'first delivery');
    const connection = slice.api.orm.em.getConnection();
    // The sink has the e-mail a moment before the worker, back from SMTP, records it as sent.
    const row = await waitFor(async () => {
      const [sent] = await connection.execute<{ key: string; message_id: string; status: string }[]>(
        'select key, message_id, status from sent_email',
      );
      return sent?.status === 'sent' ? sent : undefined;
    }, 'the e-mail recorded as sent');
    expect(row.message_id).toMatch(/^<[0-9a-f]{32}@kukurpasal\.com\.np>$/);
    expect(sink.received[0]!.headers['message-id']).toBe(row.message_id);

    // As if an attempt were sending it right now (its lease runs 3 s more), and the event came round again.
    await connection.execute(
      `update sent_email set status = 'sending', claim_token = gen_random_uuid(),
              claimed_until = now() + interval '3 seconds', sent_at = null`,
    );
    const [outbox] = await connection.execute<{ id: string }[]>('select id from outbox_message');
    const job = await slice.emailQueue.getJob(outbox!.id);
    await waitFor(async () => (await job!.isCompleted()) || undefined, 'first job completed');
    await job!.remove();
    const redelivered = Date.now();
    await connection.execute('update outbox_message set published_at = null');

    // The claim holder never finishes (it "died"): once its lease runs out, the job sends the e-mail again.
    await waitFor(() => sink.received.length === 2, 'delivery after the dead claim ran out', 15_000);
    expect(Date.now() - redelivered).toBeGreaterThan(2_500);
    expect(sink.received[1]!.headers['message-id']).toBe(row.message_id);
    await waitFor(async () => {
      const [after] = await connection.execute<{ status: string; attempts: number }[]>(
        'select status, attempts from sent_email',
      );
      return after?.status === 'sent' && after.attempts === 2;
    }, 'the e-mail recorded as sent on its second attempt');
  });

  it('sends once when two jobs of one event run at the same time: the second waits for the first’s claim', async () => {
    slice = await startSlice();
    slice.sink.answerSlowly(1500);
    await request(slice.api.http)
      .post('/api/newsletter/subscribe')
      .send({ email: 'pema@example.com' })
      .expect(201);
    const sink = slice.sink;
    await waitFor(() => sink.attempts === 1, 'the first delivery under way');
    const connection = slice.api.orm.em.getConnection();
    const [outbox] = await connection.execute<{ id: string }[]>('select id from outbox_message');
    const original = await slice.emailQueue.getJob(outbox!.id);
    const [claim] = await connection.execute<{ status: string }[]>('select status from sent_email');
    expect(claim!.status).toBe('sending');

    // A duplicate of the event's job (as if relayed twice) while the first still sends.
    const duplicate = await slice.emailQueue.add(original!.name, original!.data, { jobId: 'duplicate' });
    await waitFor(async () => (await duplicate.isCompleted()) || undefined, 'the duplicate done', 15_000);
    await waitFor(async () => (await original!.isCompleted()) || undefined, 'the original done');
    expect((await slice.emailQueue.getJob('duplicate'))!.returnvalue).toEqual({ sent: 0, skipped: 1 });
    expect(sink.attempts).toBe(1);
    expect(sink.received).toHaveLength(1);
  });
});

/**
 * Subscribes each name's address while the SMTP server answers slowly, restarts the worker once three deliveries
 * are under way (the slice's three SMTP connections), and expects every e-mail to arrive exactly once.
 */
async function restartWhileSending(slice: Slice, names: string[]): Promise<void> {
  slice.sink.answerSlowly(1500);
  const addresses = names.map((name) => `${name}@example.com`);
  for (const email of addresses) {
    await request(slice.api.http).post('/api/newsletter/subscribe').send({ email }).expect(201);
  }
  await waitFor(() => slice.sink.attempts === 3, 'the deliveries under way');
  await slice.restartWorker();
  await waitFor(() => slice.sink.received.length === addresses.length, 'every e-mail delivered');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(slice.sink.received.map((mail) => mail.to[0]).sort()).toEqual([...addresses].sort());
}
