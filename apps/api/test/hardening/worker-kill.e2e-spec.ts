import { redisOptionsFromUrl } from '@kukur/server-kernel';
import { Queue } from 'bullmq';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearRateLimits } from '../support/accounts';
import { ChildApps, childEnv } from '../support/child-apps';
import { SmtpSink } from '../support/smtp-sink';
import { startTestApi, TestApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { waitFor } from '../support/wait-for';

const EMAILS = 200;

/**
 * A fault test: the built worker (a real process) is killed with SIGKILL while it sends 200 e-mails, and
 * a new one is started. Every e-mail arrives, any e-mail sent twice (the SMTP server took it, the worker
 * died before recording it) carries its original's Message-ID, and the dead worker's jobs are back
 * within 30 s.
 */
describe('kill -9 of the worker during 200 e-mails', () => {
  const apps = new ChildApps();
  let sink: SmtpSink;
  let api: TestApi;
  let queue: Queue;
  let env: Record<string, string>;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    env = childEnv({ SMTP_PORT: String(sink.port) });
    api = await startTestApi(
      testConfig({ SMTP_PORT: String(sink.port), QUEUE_PREFIX: env['QUEUE_PREFIX']! }),
    );
    await api.orm.em.getConnection().execute('truncate newsletter_subscription, outbox_message, sent_email');
    queue = new Queue('email', {
      connection: redisOptionsFromUrl(env['REDIS_URL']!),
      prefix: env['QUEUE_PREFIX']!,
    });
  });

  afterAll(async () => {
    await apps.stopAll();
    await queue?.obliterate({ force: true });
    await queue?.close();
    await api?.close();
    await sink?.stop();
  });

  it('delivers all 200, duplicates only with their original Message-ID, and picks the jobs up within 30 s', async () => {
    // A mail server that takes a moment to answer: deliveries are under way when the worker dies.
    sink.answerSlowly(40);
    for (let index = 0; index < EMAILS; index += 1) {
      // The sign-up limit is per IP address; the test's one address signs up 200 friends.
      if (index % 25 === 0) await clearRateLimits(api);
      await request(api.http)
        .post('/api/newsletter/subscribe')
        .send({ email: `friend.${index}@example.com` })
        .expect(201);
    }

    const first = await apps.startWorker(env, 'worker 1');
    await waitFor(() => sink.received.length >= 50, '50 e-mails before the kill', 60_000);
    await first.kill();
    const killedAt = Date.now();
    const orphaned = (await queue.getActive()).map((job) => job.id!);
    const deliveredBefore = sink.received.length;
    expect(orphaned.length, 'jobs the dead worker was running').toBeGreaterThan(0);
    expect(deliveredBefore).toBeLessThan(EMAILS);

    await apps.startWorker(env, 'worker 2');
    const messageIds = () => new Set(sink.received.map((mail) => mail.headers['message-id']));
    await waitFor(() => messageIds().size === EMAILS, 'every e-mail delivered', 45_000);
    // The dead worker's jobs ran again, and completed, within 30 s of the kill.
    await waitFor(
      async () => {
        const states = await Promise.all(orphaned.map((id) => queue.getJobState(id)));
        return states.every((state) => state === 'completed');
      },
      'the dead worker’s jobs completed',
      45_000,
    );
    const pickedUpWithinMs = Date.now() - killedAt;
    expect(pickedUpWithinMs).toBeLessThan(30_000);

    // One Message-ID per e-mail, and each recipient got only copies of one message.
    const byRecipient = new Map<string, Set<string>>();
    for (const mail of sink.received) {
      const ids = byRecipient.get(mail.to[0]!) ?? new Set<string>();
      ids.add(mail.headers['message-id']!);
      byRecipient.set(mail.to[0]!, ids);
    }
    expect(byRecipient.size).toBe(EMAILS);
    expect([...byRecipient.values()].every((ids) => ids.size === 1)).toBe(true);
    expect(messageIds().size).toBe(EMAILS);

    const connection = api.orm.em.getConnection();
    await waitFor(async () => {
      const [row] = await connection.execute<{ sent: number }[]>(
        `select count(*)::int as sent from sent_email where status = 'sent'`,
      );
      return row!.sent === EMAILS;
    }, '200 sent rows in the e-mail log');
    const rows = await connection.execute<{ recipient: string; message_id: string }[]>(
      'select recipient, message_id from sent_email',
    );
    expect(rows).toHaveLength(EMAILS);
    for (const row of rows) expect([...byRecipient.get(row.recipient)!]).toEqual([row.message_id]);
    expect(await queue.getFailedCount()).toBe(0);
    console.info(
      `worker killed after ${deliveredBefore} deliveries with ${orphaned.length} jobs active; ` +
        `${sink.received.length - EMAILS} duplicate(s); jobs back and done ${pickedUpWithinMs} ms after the kill`,
    );
  }, 120_000);
});
