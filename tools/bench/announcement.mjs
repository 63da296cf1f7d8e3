#!/usr/bin/env node
// Announcement benchmark (issue 15, P4b): 100,000 customers who opted in to marketing e-mail, inserted straight
// into the database; one announcement sent through the API as an admin; the worker fans it out into batch
// jobs and mails everyone through a local SMTP sink. While it runs, the admin's progress answer
// (GET /api/notifications/announcements/:id) is read and the worker's resident memory (VmRSS) sampled every
// second. Measured: e-mails/s from the first arrival to the last, and whether the worker's memory stays flat
// (the peak of the second half of the sending against the peak of the first half).
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { readFileSync } from 'node:fs';

import devStack from '@kukur/dev-stack';
import { benchAccessToken, BULK_SENDING, log, startBenchApi, startBenchWorker } from './bench-api.mjs';
import { resultRow, runWhenMain } from './report.mjs';
import { databaseCommits } from './pg-stats.mjs';
import { startSmtpSink } from './smtp-sink.mjs';

const { startTestServices } = devStack;

/** An admin, a product and `count` customers who opted in to marketing e-mail; answers the admin's token. */
async function seed(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const adminId = randomUUID();
    await client.query(
      `insert into app_user (id, email, name, email_verified, role) values ($1, 'admin@bench.example', 'Admin', true, 'admin')`,
      [adminId],
    );
    const {
      rows: [product],
    } = await client.query(
      `insert into product (id, slug, name, description, category, kind, price, stock)
       values (gen_random_uuid(), 'bench-chew', 'Bench Yak Chew', 'For the announcement benchmark.', 'Treats',
               'product', 650, 100)
       returning id`,
    );
    await client.query(
      `insert into app_user (id, email, name, email_verified, marketing_opt_in)
       select gen_random_uuid(), 'fan.' || g || '@bench.example', 'Fan ' || g, true, true
         from generate_series(1, $1) g`,
      [count],
    );
    await client.query('analyze');
    return { adminToken: benchAccessToken(adminId), productId: product.id };
  } finally {
    await client.end();
  }
}

/** The resident memory of process `pid` in MB (VmRSS). */
function residentMb(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`No VmRSS for process ${pid}`);
  return Number(match[1]) / 1024;
}

async function getJson(url, token) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200)
    throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Runs the benchmark on throw-away services; answers its rows (see report.mjs). */
export async function run({ quick = process.env.BENCH_QUICK === '1' } = {}) {
  const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? (quick ? 2_000 : 100_000));
  log('P4b: starting PostgreSQL, Redis, an SMTP sink, the API and the worker...');
  const services = await startTestServices();
  const stops = [() => services.stop()];
  try {
    const sink = await startSmtpSink();
    stops.unshift(sink.stop);
    const api = await startBenchApi(services);
    stops.unshift(api.stop);
    const worker = await startBenchWorker(services, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      ...BULK_SENDING,
    });
    stops.unshift(worker.stop);
    log(`P4b: adding ${subscribers} customers who opted in to marketing e-mail...`);
    const { adminToken, productId } = await seed(services.databaseUrl, subscribers);

    const commitsBefore = await databaseCommits(services.databaseUrl);
    const memory = [{ sent: 0, mb: residentMb(worker.pid) }];
    const asked = await fetch(`${api.base}/api/notifications/send-product-notification`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ productId }),
    });
    if (asked.status !== 202)
      throw new Error(`The announcement answered ${asked.status}: ${await asked.text()}`);
    const { announcementId, recipients } = await asked.json();
    if (recipients !== subscribers) throw new Error(`${recipients} recipients for ${subscribers} customers`);

    // Whatever the speed, a run ends: an hour at most for 100,000.
    const deadline = Date.now() + Math.max(120_000, subscribers * 36);
    let progress;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      progress = await getJson(`${api.base}/api/notifications/announcements/${announcementId}`, adminToken);
      memory.push({ sent: progress.sent, mb: residentMb(worker.pid) });
      if (memory.length % 10 === 0)
        log(`P4b: ${progress.sent} of ${recipients} sent, worker ${memory.at(-1).mb.toFixed(0)} MB`);
      if (progress.status === 'done') break;
      if (Date.now() > deadline)
        throw new Error(`P4b: ${progress.sent} of ${recipients} sent when the time ran out`);
    }
    if (progress.sent !== recipients || progress.failed !== 0) {
      throw new Error(`P4b: sent ${progress.sent}, failed ${progress.failed} of ${recipients}`);
    }
    if (sink.arrivals.size !== recipients)
      throw new Error(`P4b: ${sink.arrivals.size} of ${recipients} arrived`);

    const commitsPerEmail = ((await databaseCommits(services.databaseUrl)) - commitsBefore) / recipients;
    const arrivals = [...sink.arrivals.values()].sort((a, b) => a - b);
    const rate = (recipients / (arrivals.at(-1) - arrivals[0])) * 1000;
    const half = recipients / 2;
    const peak = (samples) => Math.max(...samples.map(({ mb }) => mb));
    const firstHalf = peak(memory.filter(({ sent }) => sent <= half));
    const secondHalf = peak(memory.filter(({ sent }) => sent > half));
    const mb = (value) => `${value.toFixed(0)} MB`;
    return [
      resultRow({
        id: 'P4b',
        what: `announcement to ${recipients.toLocaleString('en')} subscribers, e-mails/s`,
        target: { op: '>=', value: 500, unit: 'e-mails/s' },
        measured: rate,
        note:
          `first to last arrival at the SMTP sink; progress (sent/total) read from the admin's ` +
          `GET /api/notifications/announcements/:id every second; ${sink.count} messages for ${recipients} recipients; ` +
          `${commitsPerEmail.toFixed(1)} PostgreSQL transactions per e-mail (the progress reads included); ` +
          `worker with SMTP_MAX_CONNECTIONS=${BULK_SENDING.SMTP_MAX_CONNECTIONS}; ` +
          `load average ${loadavg()[0].toFixed(1)} at the end`,
      }),
      resultRow({
        id: 'P4b',
        what: "worker's memory: peak RSS of the second half of the sending / of the first half",
        target: { op: '<=', value: 1.1, unit: 'x' },
        measured: secondHalf / firstHalf,
        note:
          `RSS before ${mb(memory[0].mb)}, peak ${mb(peak(memory))} (first half ${mb(firstHalf)}, ` +
          `second half ${mb(secondHalf)}), at the end ${mb(memory.at(-1).mb)}; sampled every second`,
      }),
    ];
  } finally {
    for (const stop of stops) await stop();
  }
}

runWhenMain(import.meta.url, run);
