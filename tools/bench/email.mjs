#!/usr/bin/env node
// E-mail pipeline benchmark (issue 15, P4): newsletter subscriptions at a fixed rate through the built API and
// worker into a local SMTP sink. Each subscription commits its row and an outbox event in one transaction; the
// worker's relay is woken by the commit (LISTEN/NOTIFY) and the e-mail job sends the confirmation request.
// Prints e-mails/s delivered and the latency from the API's answer (just after the commit) to the message
// arriving at the sink: the upper bound of "commit -> job start" (it includes rendering and SMTP).
// The relay's poll stays at its default (5 s), so a latency far under 5 s shows the wake-up at work.
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { join } from 'node:path';
import devStack from '@kukur/dev-stack';
import { BENCH_AUTH_SECRET, log, root, startBenchApi } from './bench-api.mjs';

const { findFreePort, ServiceSupervisor, startTestServices } = devStack;
const QUICK = process.env.BENCH_QUICK === '1';
const SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 5 : 30));
const RATE = Number(process.env.BENCH_RATE ?? (QUICK ? 50 : 200));

/** An SMTP server that takes every message and notes when it arrived, by recipient. */
async function startSink() {
  const arrivals = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        const at = performance.now();
        for (const { address } of session.envelope.rcptTo) arrivals.set(address, at);
        callback();
      });
    },
  });
  const port = await findFreePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, arrivals, stop: () => new Promise((resolve) => server.close(resolve)) };
}

function startWorker(services, smtpPort) {
  const supervisor = new ServiceSupervisor();
  supervisor.spawnService('worker', process.execPath, [join(root, 'apps/worker/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: services.databaseUrl,
      REDIS_URL: services.redisUrl,
      AUTH_SECRET: BENCH_AUTH_SECRET,
      LOG_LEVEL: 'warn',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      PUBLIC_URL: 'http://shop.test',
    },
  });
  return () => supervisor.stopAll();
}

/** Waits until the worker's relay listens for commits (its LISTEN connection shows in pg_stat_activity). */
async function waitForRelay(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let tries = 0; tries < 600; tries += 1) {
      const { rows } = await client.query(
        `select 1 from pg_stat_activity where query = 'LISTEN outbox_message'`,
      );
      if (rows.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The worker did not start listening for outbox commits within 60 s');
  } finally {
    await client.end();
  }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main() {
  log('Starting PostgreSQL, Redis, an SMTP sink, the API and the worker...');
  const services = await startTestServices();
  const sink = await startSink();
  // Every subscription comes "from" its own address (X-Forwarded-For): measure the pipeline, not the per-IP limit.
  const api = await startBenchApi(services, { TRUST_PROXY: 'true' });
  const stopWorker = startWorker(services, sink.port);
  try {
    await waitForRelay(services.databaseUrl);
    const answered = new Map();
    const total = SECONDS * RATE;
    log(`Subscribing ${total} addresses at ${RATE}/s for ${SECONDS} s...`);
    const started = performance.now();
    const requests = [];
    for (let index = 0; index < total; index += 1) {
      const due = started + (index * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const email = `reader.${index}@bench.example`;
      requests.push(
        fetch(`${api.base}/api/newsletter/subscribe`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
          },
          body: JSON.stringify({ email }),
        }).then(async (response) => {
          if (response.status !== 201)
            throw new Error(`subscribe answered ${response.status}: ${await response.text()}`);
          answered.set(email, performance.now());
        }),
      );
    }
    await Promise.all(requests);
    const deadline = performance.now() + 120_000;
    while (sink.arrivals.size < total && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (sink.arrivals.size < total) throw new Error(`only ${sink.arrivals.size} of ${total} e-mails arrived`);
    const arrivalTimes = [...sink.arrivals.values()].sort((a, b) => a - b);
    const latencies = [...answered].map(([email, at]) => sink.arrivals.get(email) - at).sort((a, b) => a - b);
    const span = (arrivalTimes.at(-1) - arrivalTimes[0]) / 1000;
    const rows = [
      ['e-mails delivered', String(total)],
      ['delivered per second (first to last arrival)', (total / span).toFixed(0)],
      ['answer -> at the sink, p50', `${percentile(latencies, 50).toFixed(0)} ms`],
      ['answer -> at the sink, p95', `${percentile(latencies, 95).toFixed(0)} ms`],
      ['answer -> at the sink, p99', `${percentile(latencies, 99).toFixed(0)} ms`],
      ['answer -> at the sink, max', `${latencies.at(-1).toFixed(0)} ms`],
    ];
    log(`\n| What (${RATE} subscriptions/s for ${SECONDS} s) | Measured |\n|---|---:|`);
    for (const [what, value] of rows) log(`| ${what} | ${value} |`);
  } finally {
    await stopWorker();
    await api.stop();
    await sink.stop();
    await services.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
