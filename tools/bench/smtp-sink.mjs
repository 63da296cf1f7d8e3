// The local SMTP server the e-mail benchmarks deliver to: takes every message and notes when it arrived.
// It runs in a process of its own, as a mail server does: in the benchmark's process its answers waited for the
// load generator and the queue-event reader, and every e-mail's send time measured the benchmark's event loop.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import devStack from '@kukur/dev-stack';

const { findFreePort } = devStack;

/** How often the sink process reports what arrived since its last report. */
const REPORT_EVERY_MS = 50;

/**
 * Starts an SMTP server on a free loopback port in a child process; `arrivals` maps each recipient to the time
 * (epoch ms, the sink's clock: the same machine's) its message was taken, `count` is every message taken, a
 * recipient's second copy included. Both are copies the child's reports keep up to date, at most
 * REPORT_EVERY_MS behind; the caller may reset them between phases.
 */
export async function startSmtpSink() {
  const port = await findFreePort();
  const child = fork(fileURLToPath(import.meta.url), [String(port)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const sink = { port, arrivals: new Map(), count: 0, stop: undefined };
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.on('message', (message) => {
    if (message.type !== 'arrived') return;
    sink.count += message.count;
    for (const [address, at] of message.arrivals) sink.arrivals.set(address, at);
  });
  await new Promise((resolve, reject) => {
    child.once('message', (message) =>
      message.type === 'listening' ? resolve() : reject(new Error(message.error)),
    );
    exited.then((code) => reject(new Error(`The SMTP sink exited with ${code} before listening`)));
  });
  sink.stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return sink;
}

/** The child: serves SMTP and reports arrivals to the parent in batches. */
async function serve(port) {
  let count = 0;
  let arrivals = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        const at = Date.now();
        count += 1;
        for (const { address } of session.envelope.rcptTo) arrivals.push([address, at]);
        callback();
      });
    },
  });
  const report = (then = () => undefined) => {
    if (count === 0 && arrivals.length === 0) return then();
    process.send({ type: 'arrived', count, arrivals }, then);
    count = 0;
    arrivals = [];
  };
  const timer = setInterval(report, REPORT_EVERY_MS);
  process.once('SIGTERM', () => {
    clearInterval(timer);
    // The last arrivals reach the parent before the process ends; open connections end with it.
    report(() => process.exit(0));
  });
  // The parent went away without stopping us: do not linger.
  process.once('disconnect', () => process.exit(0));
  server.on('error', (error) => process.send({ type: 'failed', error: String(error) }));
  server.listen(port, '127.0.0.1', () => process.send({ type: 'listening' }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await serve(Number(process.argv[2]));
