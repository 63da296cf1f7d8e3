#!/usr/bin/env node
// E-mail pipeline benchmark (issue 15, P4). The load generator commits newsletter confirmation events straight
// into outbox_message (each its own transaction, the row the app's recordEvent writes) at a fixed rate, so no
// HTTP layer eats the cores the pipeline needs, and announces them after each commit as the shop's processes do
// (the kernel's ChannelNotifier, the triggers told to stand aside). The worker's relay is woken by each
// announcement (LISTEN/NOTIFY), queues the job, and the e-mail job renders and sends it to a local SMTP sink.
//
// Measured: e-mails delivered per second from the first commit to the last arrival; commit -> job start, the
// time the INSERT's commit returned to the load generator against the time BullMQ made the job active (the id
// of the job's `active` event in the queue's event stream, on Redis's clock set against ours), split at the
// job's `waiting` event into the relay's part and the e-mail worker's; commit -> at the sink. The relay's poll
// stays at its default (5 s), so latencies far under that are the wake-up at work.
import pg from 'pg';
import { QueueEvents } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';

import devStack from '@kukur/dev-stack';
import kernel from '@kukur/server-kernel';
import { BULK_SENDING, log, startBenchApi, startBenchWorker } from './bench-api.mjs';
import { percentile, resultRow, runWhenMain } from './report.mjs';
import { databaseCommits } from './pg-stats.mjs';
import { startSmtpSink } from './smtp-sink.mjs';

const { startTestServices } = devStack;
const { ChannelNotifier, NOTIFY_AFTER_COMMIT_SETTING, OUTBOX_CHANNEL } = kernel;
const EVENT_TYPE = 'notification.newsletter-confirmation-requested.v1';

/**
 * Commits `total` events at `rate` a second, each announced after its commit as the shop's processes do;
 * answers each outbox id with the time its commit returned.
 */
async function commitEvents(databaseUrl, total, rate, prefix = 'reader') {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 8,
    options: `-c ${NOTIFY_AFTER_COMMIT_SETTING}=on`,
  });
  const notifier = new ChannelNotifier(databaseUrl, console);
  const committed = new Map();
  const inserts = [];
  const started = Date.now();
  try {
    for (let sent = 0; sent < total;) {
      const due = Math.min(total, Math.floor(((Date.now() - started) * rate) / 1000) + 1);
      for (; sent < due; sent += 1) {
        const id = randomUUID();
        const payload = { subscriptionId: randomUUID(), email: `${prefix}.${sent}@bench.example` };
        inserts.push(
          pool
            .query(
              `insert into outbox_message (id, type, payload, occurred_at, created_at, published_at)
               values ($1, $2, $3, now(), now(), null)`,
              [id, EVENT_TYPE, payload],
            )
            .then(() => {
              committed.set(id, { at: Date.now(), email: payload.email });
              notifier.notify([OUTBOX_CHANNEL]);
            }),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.all(inserts);
  } finally {
    await notifier.stop();
    await pool.end();
  }
  return committed;
}

/**
 * Notes when each job of the e-mail queue was queued and when it became active (the queue's event stream, on
 * Redis's clock), on this process's clock: the two differ when a test run moves Node's clock and not Redis's.
 */
async function watchJobStarts(redisUrl) {
  const queuedAt = new Map();
  const startedAt = new Map();
  const events = new QueueEvents('email', { connection: { url: redisUrl }, prefix: 'kukur' });
  await events.waitUntilReady();
  const [seconds, microseconds] = await (await events.client).time();
  const redisAhead = Number(seconds) * 1000 + Number(microseconds) / 1000 - Date.now();
  const ourTime = (eventId) => Math.round(Number(eventId.split('-')[0]) - redisAhead);
  events.on('waiting', ({ jobId }, eventId) => queuedAt.set(jobId, ourTime(eventId)));
  events.on('active', ({ jobId }, eventId) => startedAt.set(jobId, ourTime(eventId)));
  return { queuedAt, startedAt, close: () => events.close() };
}

async function waitFor(condition, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Runs the benchmark on throw-away services; answers its rows (see report.mjs). */
export async function run({ quick = process.env.BENCH_QUICK === '1' } = {}) {
  const seconds = Number(process.env.BENCH_SECONDS ?? (quick ? 10 : 60));
  const rate = Number(process.env.BENCH_RATE ?? 550);
  const warmSeconds = quick ? 2 : 5;
  log('P4: starting PostgreSQL, Redis, an SMTP sink, the API (for the migrations) and the worker...');
  const services = await startTestServices();
  const stops = [() => services.stop()];
  try {
    const sink = await startSmtpSink();
    stops.unshift(sink.stop);
    const api = await startBenchApi(services);
    await api.stop();
    const worker = await startBenchWorker(services, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      ...BULK_SENDING,
    });
    stops.unshift(worker.stop);
    const starts = await watchJobStarts(services.redisUrl);
    stops.unshift(starts.close);

    // A warm-up at the same rate first, as the HTTP benchmarks have: the worker's first seconds (JIT, opening
    // the SMTP pool's connections) build a backlog that says nothing about the pipeline's steady state.
    const warmTotal = warmSeconds * rate;
    log(`P4: warming up with ${warmTotal} e-mail events at ${rate}/s for ${warmSeconds} s...`);
    await commitEvents(services.databaseUrl, warmTotal, rate, 'warm-up');
    await waitFor(() => sink.count >= warmTotal, Math.max(120_000, warmTotal * 10));
    if (sink.count < warmTotal)
      throw new Error(`P4: only ${sink.count} of ${warmTotal} warm-up e-mails arrived`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    sink.arrivals.clear();
    sink.count = 0;
    starts.startedAt.clear();
    starts.queuedAt.clear();

    const commitsBefore = await databaseCommits(services.databaseUrl);
    const total = seconds * rate;
    log(`P4: committing ${total} e-mail events at ${rate}/s for ${seconds} s...`);
    const committed = await commitEvents(services.databaseUrl, total, rate);
    await waitFor(
      () => sink.arrivals.size >= total && starts.startedAt.size >= total,
      Math.max(120_000, total * 10),
    );
    if (sink.arrivals.size < total)
      throw new Error(`P4: only ${sink.arrivals.size} of ${total} e-mails arrived`);
    if (sink.count !== total) throw new Error(`P4: ${sink.count} messages arrived for ${total} e-mails`);

    const commitsPerEmail = ((await databaseCommits(services.databaseUrl)) - commitsBefore) / total;
    const commits = [...committed.values()].map(({ at }) => at).sort((a, b) => a - b);
    const arrivals = [...sink.arrivals.values()].sort((a, b) => a - b);
    const commitRate = (total / (commits.at(-1) - commits[0])) * 1000;
    const deliveredRate = (total / (arrivals.at(-1) - commits[0])) * 1000;
    const toStart = [];
    const toQueue = [];
    const queueToStart = [];
    const toSink = [];
    for (const [id, { at, email }] of committed) {
      const startedAt = starts.startedAt.get(id);
      if (startedAt === undefined) throw new Error(`P4: no active event for job ${id}`);
      toStart.push(startedAt - at);
      const queuedAt = starts.queuedAt.get(id);
      if (queuedAt !== undefined) {
        toQueue.push(queuedAt - at);
        queueToStart.push(startedAt - queuedAt);
      }
      toSink.push(sink.arrivals.get(email) - at);
    }
    for (const values of [toStart, toQueue, queueToStart, toSink]) values.sort((a, b) => a - b);
    const spread = (values) =>
      `p50 ${percentile(values, 50)} ms, p99 ${percentile(values, 99)} ms, max ${values.at(-1)} ms`;
    return [
      resultRow({
        id: 'P4',
        what: `e-mails delivered to a local SMTP sink, ${seconds} s sustained`,
        target: { op: '>=', value: 500, unit: 'e-mails/s' },
        measured: deliveredRate,
        note:
          `${total} e-mails, first commit to last arrival; events committed straight into outbox_message ` +
          `(one transaction each, announced after the commit) at ${commitRate.toFixed(0)}/s (asked ${rate}/s) after ${warmSeconds} s of warm-up; ` +
          `worker with SMTP_MAX_CONNECTIONS=${BULK_SENDING.SMTP_MAX_CONNECTIONS}, EMAIL_CONCURRENCY=${BULK_SENDING.EMAIL_CONCURRENCY}; ` +
          `${commitsPerEmail.toFixed(1)} PostgreSQL transactions per e-mail, the load's own included; ` +
          `load average ${loadavg()[0].toFixed(1)} at the end`,
      }),
      resultRow({
        id: 'P4',
        what: 'outbox commit -> e-mail job start, p95',
        target: { op: '<=', value: 50, unit: 'ms' },
        measured: percentile(toStart, 95),
        note:
          `${spread(toStart)}; commit returned to the load generator -> BullMQ \`active\` event (Redis's clock, set against the generator's)` +
          (toQueue.length === 0
            ? ''
            : `; of which commit -> queued (the relay) p95 ${percentile(toQueue, 95)} ms, ` +
              `p99 ${percentile(toQueue, 99)} ms, queued -> active (the e-mail worker) ` +
              `p95 ${percentile(queueToStart, 95)} ms, p99 ${percentile(queueToStart, 99)} ms`),
      }),
      resultRow({
        id: 'P4',
        what: 'outbox commit -> e-mail at the sink, p95',
        measured: percentile(toSink, 95),
        unit: 'ms',
        note: spread(toSink),
      }),
    ];
  } finally {
    for (const stop of stops) await stop();
  }
}

runWhenMain(import.meta.url, run);
