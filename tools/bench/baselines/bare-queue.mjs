#!/usr/bin/env node
// The e-mail baselines, in a process of their own (as the shop's worker is):
// - `worker`: a bare BullMQ worker on its own queue whose job sends the job's e-mail with a nodemailer pool
//   (`nodemailer.createTransport({ pool: true, maxConnections })`, `sendMail`), the shop's worker's job
//   slots and SMTP connections; the benchmark adds the jobs (`Queue.add`) and times add -> `active`.
// - `burst`: the same nodemailer pool, its connections opened by a few e-mails first, sending `count` e-mails as
//   fast as it takes them (at most `concurrency` at once), timing first send to last accepted.
import { fork } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'bullmq';
import nodemailer from 'nodemailer';

export const BARE_QUEUE = 'bare-email';
export const BARE_PREFIX = 'bare';

/** An e-mail shaped as the shop's newsletter confirmation: HTML and text, a link, about 4 KB. */
export function bareMail(to) {
  const link = `http://shop.test/newsletter/confirm?token=${'x'.repeat(43)}`;
  const paragraph =
    'Thank you for subscribing to the Kukur Pasal newsletter: new food, toys and vaccination days for your dog. ';
  return {
    from: 'Kukur Pasal <no-reply@kukurpasal.test>',
    to,
    subject: 'Confirm your subscription to the Kukur Pasal newsletter',
    text: `${paragraph.repeat(6)}\n\nConfirm: ${link}\n`,
    html: `<!doctype html><html><body><table role="presentation" width="100%"><tr><td><p>${paragraph.repeat(12)}</p><p><a href="${link}">Confirm my subscription</a></p></td></tr></table></body></html>`,
  };
}

function transportOf({ smtpPort, maxConnections }) {
  return nodemailer.createTransport({
    pool: true,
    host: '127.0.0.1',
    port: smtpPort,
    secure: false,
    maxConnections,
    maxMessages: Infinity,
  });
}

async function runWorker(options) {
  const transport = transportOf(options);
  const worker = new Worker(BARE_QUEUE, (job) => transport.sendMail(bareMail(job.data.to)), {
    connection: { url: options.redisUrl },
    prefix: BARE_PREFIX,
    concurrency: options.concurrency,
  });
  await worker.waitUntilReady();
  process.send({ type: 'ready' });
  process.on('SIGTERM', async () => {
    await worker.close();
    transport.close();
    process.exit(0);
  });
}

/** E-mails each pooled connection carries before a burst is timed: the shop's pool is open when its burst comes. */
export const WARM_PER_CONNECTION = 2;

async function runBurst({ count, concurrency, ...options }) {
  const transport = transportOf(options);
  await Promise.all(
    Array.from({ length: options.maxConnections * WARM_PER_CONNECTION }, (_, i) =>
      transport.sendMail(bareMail(`warm.${i}@bench.example`)),
    ),
  );
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) await transport.sendMail(bareMail(`bare.${next++}@bench.example`));
    }),
  );
  const elapsed = performance.now() - started;
  transport.close();
  return { emailsPerSecond: (count / elapsed) * 1000, elapsedMs: elapsed };
}

function child(mode, options) {
  return fork(fileURLToPath(import.meta.url), [mode, JSON.stringify(options)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

function outcome(process_, what) {
  return new Promise((resolve, reject) => {
    process_.once('message', resolve);
    process_.once('exit', (code) => reject(new Error(`${what} exited with ${code}`)));
  });
}

/** Starts the bare worker; answers its `pid` and `stop()`. */
export async function startBareWorker(options) {
  const worker = child('worker', options);
  await outcome(worker, 'the bare BullMQ worker');
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  return {
    pid: worker.pid,
    stop: async () => {
      if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGTERM');
      await exited;
    },
  };
}

/** Sends `count` e-mails with the bare pool; answers { emailsPerSecond, elapsedMs }. */
export async function runBareBurst(options) {
  const burst = child('burst', options);
  const { result } = await outcome(burst, 'the bare nodemailer burst');
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [mode, json] = process.argv.slice(2);
  const options = JSON.parse(json);
  if (mode === 'worker') await runWorker(options);
  else {
    const result = await runBurst(options);
    process.send({ type: 'done', result }, () => process.exit(0));
  }
}
