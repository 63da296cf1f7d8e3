import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { withoutForeignExitListeners } from '../foreign-listeners';
import { isPortFree } from '../ports';
import { FlakyMailboxes, refuseFlakyMailboxes } from './flaky-mailboxes';

/** Options of `startMailCatcher`. */
export interface MailCatcherOptions {
  smtpPort?: number;
  webPort?: number;
  host?: string;
  /** Where received mails are stored (kept on stop); default a temp folder removed on stop. */
  mailDir?: string;
}

/** A running mail catcher (MailDev): SMTP in, web inbox + REST API out. */
export interface MailCatcher {
  smtpPort: number;
  /** Web inbox, e.g. http://127.0.0.1:1080 (also serves GET /email). */
  webUrl: string;
  stop(): Promise<void>;
}

/** One received e-mail as MailDev's REST API returns it (the fields we use). */
export interface CaughtEmail {
  id: string;
  subject: string;
  to: Array<{ address: string; name?: string }>;
  from?: Array<{ address: string; name?: string }>;
  html?: string;
  text?: string;
  date?: string;
}

interface MailDevConfig {
  smtp: number;
  web: number;
  ip: string;
  mailDirectory: string;
  silent: boolean;
}

interface MailDevServer {
  listen(callback?: (error?: Error) => void): Promise<void>;
  close(callback?: (error?: Error) => void): void;
}

// maildev ships no types; it is a root dependency.
const nodeRequire = createRequire(__filename);
let running = false;

/** Starts MailDev in this process (one at a time: MailDev keeps module-level state). */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  if (running) throw new Error('A mail catcher is already running in this process (MailDev allows one).');
  const smtpPort = options.smtpPort ?? 1025;
  const webPort = options.webPort ?? 1080;
  const host = options.host ?? '127.0.0.1';
  for (const [port, what] of [
    [smtpPort, 'SMTP'],
    [webPort, 'web inbox'],
  ] as const) {
    // MailDev turns a busy port into an uncaught exception: check first.
    if (!(await isPortFree(port, host)))
      throw new Error(`Port ${port} is already in use, so the mail catcher's ${what} cannot listen on it.`);
  }
  const ownsMailDir = options.mailDir === undefined;
  const mailDir = options.mailDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kukur-maildev-'));
  fs.mkdirSync(mailDir, { recursive: true });

  // MailDev registers SIGINT/SIGTERM handlers that call process.exit: keep shutdown ours.
  const server = await withoutForeignExitListeners(() => {
    const MailDev = nodeRequire('maildev') as (config: MailDevConfig) => MailDevServer;
    return MailDev({ smtp: smtpPort, web: webPort, ip: host, mailDirectory: mailDir, silent: true });
  });
  const { smtp } = nodeRequire('maildev/lib/mailserver') as {
    smtp: Parameters<typeof refuseFlakyMailboxes>[0];
  };
  refuseFlakyMailboxes(smtp, new FlakyMailboxes());
  running = true;
  const webUrl = `http://${host}:${webPort}`;
  const stop = async (): Promise<void> => {
    if (!running) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    running = false;
    if (ownsMailDir) {
      // MailDev may still be storing a message that arrived just before close.
      await new Promise((resolve) => setTimeout(resolve, 250));
      fs.rmSync(mailDir, { recursive: true, force: true });
    }
  };
  try {
    await server.listen();
    await waitForInbox(webUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  return { smtpPort, webUrl, stop };
}

/** All e-mails the catcher holds, oldest first (GET {webUrl}/email). */
export async function listEmails(webUrl: string): Promise<CaughtEmail[]> {
  const response = await fetch(new URL('/email', webUrl));
  if (!response.ok) throw new Error(`GET ${webUrl}/email answered ${response.status}`);
  return (await response.json()) as CaughtEmail[];
}

async function waitForInbox(webUrl: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await listEmails(webUrl);
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`The mail catcher's web inbox ${webUrl} did not answer: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
