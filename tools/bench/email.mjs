#!/usr/bin/env node
// E-mail pipeline benchmark. The load generator commits newsletter confirmation events straight into
// outbox_message (each its own transaction, the row the app's recordEvent writes), announced after each commit
// as the shop's processes do (the kernel's ChannelNotifier); the worker's relay is woken, queues the job, and the
// e-mail job renders and sends it to a local SMTP sink. Three interleaved rounds against bare baselines
// (baselines/bare-queue.mjs) with the worker's job slots and SMTP connections:
//   P4   outbox commit -> job active p95 / bare BullMQ `add` -> `active` p95, both at the same rate (the
//        `active` event's id in the queue's event stream, on Redis's clock set against ours);
//   P4m  e-mails/s delivered from a burst of events (first commit to last arrival) / a bare nodemailer pool
//        sending as many to the same sink;
//   P5   the worker's resident memory after each round / at its start.
// The relay's poll stays at its default (5 s), so latencies far under that are the wake-up at work.
import pg from 'pg';
import { QueueEvents } from 'bullmq';
import { randomUUID } from 'node:crypto';

import devStack from '@kukur/dev-stack';
import kernel from '@kukur/server-kernel';
import { Queue } from 'bullmq';
import { BULK_SENDING, log, residentMegabytes, startBenchApi, startBenchWorker } from './bench-api.mjs';
import {
  BARE_PREFIX,
  BARE_QUEUE,
  runBareBurst,
  startBareWorker,
  WARM_PER_CONNECTION,
} from './baselines/bare-queue.mjs';
import { interleaved, percentile, ratios, resultRow, runWhenMain } from './report.mjs';
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
      const due =
        rate === Infinity ? total : Math.min(total, Math.floor(((Date.now() - started) * rate) / 1000) + 1);
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
async function watchJobStarts(redisUrl, queue = 'email', prefix = 'kukur') {
  const queuedAt = new Map();
  const startedAt = new Map();
  const events = new QueueEvents(queue, { connection: { url: redisUrl }, prefix });
  await events.waitUntilReady();
  const [seconds, microseconds] = await (await events.client).time();
  const redisAhead = Number(seconds) * 1000 + Number(microseconds) / 1000 - Date.now();
  const ourTime = (eventId) => Math.round(Number(eventId.split('-')[0]) - redisAhead);
  events.on('waiting', ({ jobId }, eventId) => queuedAt.set(jobId, ourTime(eventId)));
  events.on('active', ({ jobId }, eventId) => startedAt.set(jobId, ourTime(eventId)));
  return {
    queuedAt,
    startedAt,
    clear: () => {
      queuedAt.clear();
      startedAt.clear();
    },
    close: () => events.close(),
  };
}

async function waitFor(condition, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

/**
 * Adds `total` jobs to the bare queue at `rate` a second; answers each job id with the time its `add` returned
 * (as the shop's side counts from the time its commit returned).
 */
async function addBareJobs(queue, total, rate, prefix) {
  const added = new Map();
  const adds = [];
  const started = Date.now();
  for (let sent = 0; sent < total;) {
    const due = Math.min(total, Math.floor(((Date.now() - started) * rate) / 1000) + 1);
    for (; sent < due; sent += 1) {
      const jobId = randomUUID();
      adds.push(
        queue
          .add('mail', { to: `${prefix}.${sent}@bare.example` }, { jobId, removeOnComplete: true })
          .then(() => added.set(jobId, { at: Date.now() })),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(adds);
  return added;
}

/** Each job's start - its commit (or add), ascending; throws for a job that never started. */
function startDelays(committed, startedAt, what) {
  const delays = [];
  for (const [id, { at }] of committed) {
    const started = startedAt.get(id);
    if (started === undefined) throw new Error(`P4: no active event for ${what} job ${id}`);
    delays.push(started - at);
  }
  return delays.sort((a, b) => a - b);
}

const ROUNDS = 3;

/** Runs the benchmark on throw-away services; answers its rows (see report.mjs). */
export async function run({ quick = process.env.BENCH_QUICK === '1' } = {}) {
  const seconds = Number(process.env.BENCH_SECONDS ?? (quick ? 2 : 20));
  const rate = Number(process.env.BENCH_RATE ?? (quick ? 100 : 400));
  const burst = quick ? 200 : 5_000;
  const warmSeconds = quick ? 2 : 5;
  const slots = {
    concurrency: Number(BULK_SENDING.EMAIL_CONCURRENCY),
    maxConnections: Number(BULK_SENDING.SMTP_MAX_CONNECTIONS),
  };
  log(
    'P4: starting PostgreSQL, Redis, an SMTP sink, the API (for the migrations), the worker and the bare worker...',
  );
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
    const memoryAtStart = residentMegabytes(worker.pid);
    const bareWorker = await startBareWorker({ redisUrl: services.redisUrl, smtpPort: sink.port, ...slots });
    stops.unshift(bareWorker.stop);
    const bareQueue = new Queue(BARE_QUEUE, { connection: { url: services.redisUrl }, prefix: BARE_PREFIX });
    stops.unshift(() => bareQueue.close());
    const shopStarts = await watchJobStarts(services.redisUrl);
    stops.unshift(shopStarts.close);
    const bareStarts = await watchJobStarts(services.redisUrl, BARE_QUEUE, BARE_PREFIX);
    stops.unshift(bareStarts.close);

    const delivered = async (count, what) => {
      await waitFor(() => sink.count >= count, Math.max(120_000, count * 10));
      if (sink.count < count) throw new Error(`P4: only ${sink.count} of ${count} ${what} e-mails arrived`);
    };
    const resetSink = () => {
      sink.arrivals.clear();
      sink.count = 0;
    };

    // A warm-up of each side first: their first seconds (JIT, opening the SMTP pools' connections) build a
    // backlog that says nothing about the steady state.
    log(`P4: warming up at ${rate}/s for ${warmSeconds} s each...`);
    resetSink();
    await commitEvents(services.databaseUrl, warmSeconds * rate, rate, 'warm-up');
    await addBareJobs(bareQueue, warmSeconds * rate, rate, 'warm-up');
    await delivered(2 * warmSeconds * rate, 'warm-up');
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const total = seconds * rate;
    log(`P4: ${ROUNDS} rounds of ${total} events at ${rate}/s and a burst of ${burst}, shop and bare...`);
    const figures = await interleaved(ROUNDS, {
      bare: async (round) => {
        resetSink();
        bareStarts.clear();
        const added = await addBareJobs(bareQueue, total, rate, `bare-${round}`);
        await delivered(total, 'bare');
        await waitFor(() => bareStarts.startedAt.size >= total, 30_000);
        return startDelays(added, bareStarts.startedAt, 'bare');
      },
      shop: async (round) => {
        resetSink();
        shopStarts.clear();
        const committed = await commitEvents(services.databaseUrl, total, rate, `reader-${round}`);
        await delivered(total, 'shop');
        await waitFor(() => shopStarts.startedAt.size >= total, 30_000);
        // Split at the job's `waiting` event: commit -> queued is the relay's part, the rest the e-mail worker's.
        const relayed = [...committed]
          .filter(([id]) => shopStarts.queuedAt.has(id))
          .map(([id, { at }]) => shopStarts.queuedAt.get(id) - at)
          .sort((a, b) => a - b);
        return { started: startDelays(committed, shopStarts.startedAt, 'shop'), relayed };
      },
      bareBurst: async () => {
        resetSink();
        const result = await runBareBurst({ count: burst, smtpPort: sink.port, ...slots });
        // The sink reports what arrived every 50 ms: wait for the last report before the next step resets it.
        await delivered(burst + slots.maxConnections * WARM_PER_CONNECTION, 'bare burst');
        return result;
      },
      shopBurst: async (round) => {
        resetSink();
        const committed = await commitEvents(services.databaseUrl, burst, Infinity, `burst-${round}`);
        await delivered(burst, 'burst');
        if (sink.count !== burst) throw new Error(`P4: ${sink.count} messages arrived for ${burst} e-mails`);
        const first = Math.min(...[...committed.values()].map(({ at }) => at));
        const last = Math.max(...sink.arrivals.values());
        return (burst / (last - first)) * 1000;
      },
      memory: () => residentMegabytes(worker.pid),
    });
    const p95 = (delays) => percentile(delays, 95);
    const list = (values, digits = 0) => values.map((value) => value.toFixed(digits)).join(', ');
    return [
      resultRow({
        id: 'P4',
        what: `outbox commit -> e-mail job active p95 / bare BullMQ add -> active p95, ${total} at ${rate}/s`,
        target: { op: '<=', value: 2, unit: 'x' },
        // The event stream's ids count whole milliseconds: a p95 under that counts as 1 ms.
        rounds: ratios(
          figures.shop.map((shop) => p95(shop.started)),
          figures.bare.map((delays) => Math.max(1, p95(delays))),
        ),
        note:
          `p95 ms shop ${list(figures.shop.map((shop) => p95(shop.started)))}; bare ${list(figures.bare.map(p95))}; ` +
          `p99 ms shop ${list(figures.shop.map((shop) => percentile(shop.started, 99)))}; ` +
          `shop commit -> queued (the relay) p95 ms ${list(figures.shop.map((shop) => (shop.relayed.length ? percentile(shop.relayed, 95) : NaN)))}; ` +
          `SMTP_MAX_CONNECTIONS=${slots.maxConnections}, EMAIL_CONCURRENCY=${slots.concurrency} for both`,
      }),
      resultRow({
        id: 'P4m',
        what: `e-mails/s delivered from a burst of ${burst.toLocaleString('en')} events / a bare nodemailer pool sending ${burst.toLocaleString('en')}`,
        target: { op: '>=', value: 0.8, unit: 'x' },
        rounds: ratios(
          figures.shopBurst,
          figures.bareBurst.map((result) => result.emailsPerSecond),
        ),
        note: `e-mails/s shop ${list(figures.shopBurst)}; bare ${list(figures.bareBurst.map((r) => r.emailsPerSecond))}`,
      }),
      resultRow({
        id: 'P5',
        what: 'worker resident memory after each round of the e-mail load / at its start',
        target: { op: '<=', value: 1.5, unit: 'x' },
        rounds: figures.memory.map((megabytes) => megabytes / memoryAtStart),
        note: `MB at start ${memoryAtStart.toFixed(0)}, after ${list(figures.memory)}`,
      }),
    ];
  } finally {
    for (const stop of stops) await stop();
  }
}

runWhenMain(import.meta.url, run);
