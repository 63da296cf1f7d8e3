// The local SMTP server the e-mail benchmarks deliver to: takes every message and notes when it arrived.
import { SMTPServer } from 'smtp-server';
import devStack from '@kukur/dev-stack';

const { findFreePort } = devStack;

/**
 * Starts an SMTP server on a free loopback port; `arrivals` maps each recipient to the time (epoch ms) its
 * message was taken; `count` is every message taken, a recipient's second copy included.
 */
export async function startSmtpSink() {
  const arrivals = new Map();
  const sink = { port: 0, arrivals, count: 0, stop: undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        const at = Date.now();
        sink.count += 1;
        for (const { address } of session.envelope.rcptTo) arrivals.set(address, at);
        callback();
      });
    },
  });
  sink.port = await findFreePort();
  await new Promise((resolve) => server.listen(sink.port, '127.0.0.1', resolve));
  sink.stop = () => new Promise((resolve) => server.close(resolve));
  return sink;
}
