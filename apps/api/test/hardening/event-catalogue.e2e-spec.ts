import { getQueueToken } from '@nestjs/bullmq';
import { PasswordChangedEvent, UserSignedUpEvent } from '@kukur/server-identity';
import { InvalidEventError, recordEvent } from '@kukur/server-kernel';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migration20261126200000_versioned_events } from '../../src/migrations/Migration20261126200000_versioned_events';
import { anAdmin, bearer, TestAccount } from '../support/accounts';
import { resetDatabase } from '../support/test-api';
import { Slice, startSlice } from '../support/slice';
import { waitFor } from '../support/wait-for';

const UNDECLARED = 'spec.never-declared.v1';

describe('the event catalogue: declared routes, unrouted rows, payload schemas', () => {
  let slice: Slice;
  let admin: TestAccount;

  const sql = <T>(query: string, params: unknown[] = []) =>
    slice.api.orm.em.getConnection().execute<T[]>(query, params);
  const insertRow = async (type: string, payload: object) => {
    const id = randomUUID();
    await sql(
      `insert into outbox_message (id, type, payload, occurred_at, created_at) values (?, ?, ?, now(), now())`,
      [id, type, JSON.stringify(payload)],
    );
    return id;
  };
  const publishedAt = async (id: string) =>
    (
      await sql<{ published_at: Date | null }>('select published_at from outbox_message where id = ?', [id])
    )[0]?.published_at ?? null;
  const queue = (name: string) => slice.worker.get<Queue>(getQueueToken(name), { strict: false });
  /** The job once failed, read after it failed (a job read before keeps its old fields). */
  const failedJob = async (name: string, id: string) => {
    await waitFor(
      async () => (await queue(name).getJobState(id)) === 'failed',
      `job ${id} on ${name} to fail`,
    );
    return (await queue(name).getJob(id))!;
  };

  beforeAll(async () => {
    slice = await startSlice();
    await resetDatabase(slice.api.orm);
    admin = await anAdmin(slice.api);
  }, 60_000);
  afterAll(async () => {
    await sql('delete from outbox_message where type = ?', [UNDECLARED]);
    await slice.stop();
  });

  it('keeps a row of an undeclared type unpublished and reports it in health and the queues view, while declared rows go out', async () => {
    const undeclared = await insertRow(UNDECLARED, { anything: true });
    const email = `routing-${randomUUID().slice(0, 8)}@example.com`;
    const declared = await insertRow('identity.password-changed.v1', {
      userId: randomUUID(),
      email,
      name: 'Maya Gurung',
      changedAt: new Date().toISOString(),
    });

    // The declared row, recorded after the undeclared one, is relayed and mailed.
    await waitFor(() => publishedAt(declared), 'the declared row to be published');
    await waitFor(() => slice.sink.received.some((mail) => mail.to.includes(email)), 'its e-mail');
    expect(await publishedAt(undeclared)).toBeNull();

    const health = await request(slice.api.http).get('/api/health').expect(200);
    expect(health.body).toMatchObject({
      status: 'degraded',
      database: 'up',
      redis: 'up',
      outbox: { pending: 0, unrouted: 1, unroutedTypes: [UNDECLARED] },
    });
    expect(health.body.queues.map((entry: { name: string }) => entry.name)).toEqual([
      'email',
      'announcements',
      'maintenance',
      'activity',
      'webhooks',
      'webhook-delivery',
    ]);
    expect(health.body.queues[0]).toEqual({
      name: 'email',
      waiting: expect.any(Number),
      active: expect.any(Number),
      delayed: expect.any(Number),
      failed: 0,
    });

    const overview = await request(slice.api.http).get('/api/admin/queues').set(bearer(admin)).expect(200);
    expect(overview.body.outbox).toMatchObject({
      pending: 0,
      unrouted: 1,
      unroutedTypes: [{ type: UNDECLARED, count: 1, oldestAt: expect.any(String) }],
    });

    // Still unpublished a few relay rounds later; gone once deleted, and health is ok again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await publishedAt(undeclared)).toBeNull();
    await sql('delete from outbox_message where id = ?', [undeclared]);
    const healthy = await request(slice.api.http).get('/api/health').expect(200);
    expect(healthy.body).toMatchObject({ status: 'ok', outbox: { unrouted: 0, unroutedTypes: [] } });
  });

  it('relays a row written under an event’s former (unversioned) name as its v1, and processes a job queued under it', async () => {
    const rowEmail = `former-row-${randomUUID().slice(0, 8)}@example.com`;
    const payload = (email: string) => ({
      userId: randomUUID(),
      email,
      name: 'Maya Gurung',
      changedAt: new Date().toISOString(),
    });
    // As an API of the previous release writes it during a rolling deploy.
    const row = await insertRow('identity.password-changed', payload(rowEmail));
    await waitFor(() => publishedAt(row), 'the row under the former name to be published');
    const job = await queue('email').getJob(row);
    expect(job?.name).toBe('identity.password-changed.v1');
    await waitFor(() => slice.sink.received.some((mail) => mail.to.includes(rowEmail)), 'its e-mail');

    // A job the previous release queued (or an admin retries) under the former name.
    const jobEmail = `former-job-${randomUUID().slice(0, 8)}@example.com`;
    const id = randomUUID();
    await queue('email').add(
      'identity.password-changed',
      {
        outboxId: id,
        type: 'identity.password-changed',
        payload: payload(jobEmail),
        occurredAt: new Date().toISOString(),
      },
      { jobId: id },
    );
    await waitFor(
      () => slice.sink.received.some((mail) => mail.to.includes(jobEmail)),
      'the queued job’s e-mail',
    );
    const [logged] = await sql<{ event_type: string }>(
      'select event_type from sent_email where recipient = ?',
      [jobEmail],
    );
    expect(logged?.event_type).toBe('identity.password-changed.v1');
  });

  it('refuses to record an event whose payload breaks its schema, and the whole transaction rolls back', async () => {
    const userId = randomUUID();
    const recording = slice.api.orm.em.fork().transactional(async (em) => {
      recordEvent(
        em,
        new UserSignedUpEvent({ userId, email: 'ok@example.com', name: 'Ok', method: 'email' }),
      );
      await em.flush();
      recordEvent(
        em,
        new PasswordChangedEvent({ userId, email: 'x@example.com', name: 'X', changedAt: 42 } as never),
      );
    });
    await expect(recording).rejects.toBeInstanceOf(InvalidEventError);
    await expect(recording).rejects.toThrow(
      'Event identity.password-changed.v1 has an invalid payload: changedAt: Expected string, received number',
    );
    expect(await sql(`select 1 from outbox_message where payload->>'userId' = ?`, [userId])).toHaveLength(0);
  });

  it('refuses to record an event of an undeclared type', () => {
    class StrayEvent extends UserSignedUpEvent {
      override readonly type = 'identity.stray.v1' as never;
    }
    const em = slice.api.orm.em.fork();
    expect(() =>
      recordEvent(em, new StrayEvent({ userId: 'u', email: 'e@example.com', name: 'N', method: 'email' })),
    ).toThrow('Event type identity.stray.v1 is not declared');
  });

  it('fails a job whose payload breaks its schema at once, with the reason, and sends nothing', async () => {
    const before = slice.sink.received.length;
    const id = randomUUID();
    await queue('email').add(
      'identity.password-changed.v1',
      {
        outboxId: id,
        type: 'identity.password-changed.v1',
        payload: { userId: 7, email: 'bad@example.com' },
        occurredAt: new Date().toISOString(),
      },
      { jobId: id },
    );
    const job = await failedJob('email', id);
    expect(job.failedReason).toBe(
      `Job identity.password-changed.v1 (${id}): the payload does not match the identity.password-changed.v1 schema: ` +
        'userId: Expected string, received number; name: Required; changedAt: Required',
    );
    expect(job.attemptsMade).toBe(1);
    expect(slice.sink.received.length).toBe(before);
  });

  it('fails, on every queue, a job whose name the processor does not know', async () => {
    for (const name of [
      'email',
      'announcements',
      'maintenance',
      'activity',
      'webhooks',
      'webhook-delivery',
    ]) {
      const id = randomUUID();
      await queue(name).add('spec.mystery-job', { hello: 'world' }, { jobId: id, attempts: 1 });
      const job = await failedJob(name, id);
      expect(job.failedReason).toBe(`No handler for ${name} job spec.mystery-job`);
    }
  });

  it('renames stored event types to their versioned names, and back', async () => {
    const outboxId = randomUUID();
    await sql(
      `insert into outbox_message (id, type, payload, occurred_at, created_at, published_at)
       values (?, 'ordering.order-placed', '{}', now(), now(), now())`,
      [outboxId],
    );
    await sql(
      `insert into dashboard_activity (id, type, event_type, message, occurred_at) values (?, 'order', 'ordering.order-paid', 'Order paid', now())`,
      [outboxId],
    );
    const run = async (direction: 'up' | 'down') => {
      const migration = new Migration20261126200000_versioned_events(
        slice.api.orm.em.getDriver(),
        slice.api.orm.config,
      );
      await migration[direction]();
      for (const query of migration.getQueries()) await sql(query as string);
    };
    const types = async () => ({
      outbox: (await sql<{ type: string }>('select type from outbox_message where id = ?', [outboxId]))[0]
        ?.type,
      activity: (
        await sql<{ event_type: string }>('select event_type from dashboard_activity where id = ?', [
          outboxId,
        ])
      )[0]?.event_type,
    });
    await run('up');
    expect(await types()).toEqual({ outbox: 'ordering.order-placed.v1', activity: 'ordering.order-paid.v1' });
    await run('down');
    expect(await types()).toEqual({ outbox: 'ordering.order-placed', activity: 'ordering.order-paid' });
    await sql('delete from outbox_message where id = ?', [outboxId]);
    await sql('delete from dashboard_activity where id = ?', [outboxId]);
  });
});
