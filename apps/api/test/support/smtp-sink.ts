import { simpleParser } from 'mailparser';
import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** Attached or alternative parts besides the text and HTML, e.g. a calendar invite. */
  attachments: { filename: string | undefined; contentType: string; content: string }[];
  /** Header lines as sent (names lower-cased, folded lines joined), e.g. headers['list-unsubscribe']. */
  headers: Record<string, string>;
}

/** A real SMTP server on loopback that keeps what it receives and can refuse deliveries on demand. */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  attempts = 0;
  /** Connections that broke, e.g. ECONNRESET when a sending worker was killed mid-delivery. */
  readonly connectionErrors: Error[] = [];
  private refusalsLeft = 0;
  private delayMs = 0;
  private readonly server: SMTPServer;

  private constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      disableReverseLookup: true,
      logger: false,
      onData: (stream, session, callback) => {
        this.attempts += 1;
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
          if (this.refusalsLeft > 0) {
            this.refusalsLeft -= 1;
            const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
            callback(error);
            return;
          }
          simpleParser(Buffer.concat(chunks))
            .then((parsed) => {
              this.received.push({
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                subject: parsed.subject ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                text: parsed.text ?? '',
                headers: Object.fromEntries(
                  parsed.headerLines.map(({ key, line }) => [
                    key.toLowerCase(),
                    line
                      .slice(line.indexOf(':') + 1)
                      .replace(/\r?\n[ \t]+/g, ' ')
                      .trim(),
                  ]),
                ),
                attachments: parsed.attachments.map((attachment) => ({
                  filename: attachment.filename,
                  contentType: attachment.contentType,
                  content: attachment.content.toString('utf8'),
                })),
              });
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
  }

  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink();
    // A client that dies mid-delivery resets its connection: kept, not an uncaught error of the test run.
    sink.server.on('error', (error: Error) => sink.connectionErrors.push(error));
    await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
    return sink;
  }

  get port(): number {
    return (this.server.server.address() as AddressInfo).port;
  }

  /** Every delivery waits this long for the server's answer (a slow mail server). */
  answerSlowly(delayMs: number): void {
    this.delayMs = delayMs;
  }

  /** The next `count` deliveries get a temporary 451 refusal. */
  refuseNext(count: number): void {
    this.refusalsLeft = count;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
