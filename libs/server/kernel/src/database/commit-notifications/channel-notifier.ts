import type { Logger } from '@nestjs/common';
import { Client } from 'pg';

const MAX_RETRY_DELAY_MS = 30_000;

/**
 * Sends NOTIFYs from a connection of its own, one statement at a time: channels asked for while one is on its
 * way go out together in the next, so a burst of commits costs a few notifications, not one each. The
 * connection commits asynchronously: a notification is not worth a disk flush, and a notifying transaction
 * holds PostgreSQL's notification queue lock until its commit is done. When the connection fails, the
 * channels wait and go out on a new connection, with back-off.
 */
export class ChannelNotifier {
  private client: Client | undefined;
  private readonly pending = new Set<string>();
  private sending: Promise<void> | undefined;
  private stopping = false;
  private retry: { timer: NodeJS.Timeout; resume: () => void } | undefined;

  constructor(
    private readonly databaseUrl: string,
    private readonly logger: Pick<Logger, 'warn'>,
  ) {}

  notify(channels: Iterable<string>): void {
    for (const channel of channels) this.pending.add(channel);
    this.kick();
  }

  /** Resolves when everything asked for so far has gone out (or was given up at a stop). */
  async settled(): Promise<void> {
    while (this.sending) await this.sending;
  }

  /** Sends what is pending if the connection works, then closes it. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.retry) {
      clearTimeout(this.retry.timer);
      this.retry.resume();
    }
    await this.settled();
    await this.disconnect();
  }

  private kick(): void {
    if (this.sending || this.pending.size === 0 || this.stopping) return;
    this.sending = this.drain().finally(() => {
      this.sending = undefined;
      this.kick();
    });
  }

  private async drain(): Promise<void> {
    for (let failures = 0; this.pending.size > 0;) {
      const channels = [...this.pending];
      this.pending.clear();
      try {
        const client = await this.connected();
        await client.query(`select pg_notify(channel, '') from unnest($1::text[]) channel`, [channels]);
        failures = 0;
      } catch (error) {
        await this.disconnect();
        if (this.stopping) return;
        for (const channel of channels) this.pending.add(channel);
        failures += 1;
        const delay = Math.min(MAX_RETRY_DELAY_MS, 250 * 2 ** failures);
        this.logger.warn(
          `NOTIFY ${channels.join(', ')} failed (${String(error)}); listeners fall back to looking themselves, retrying in ${delay} ms`,
        );
        await new Promise<void>((resume) => (this.retry = { timer: setTimeout(resume, delay), resume }));
        this.retry = undefined;
      }
    }
  }

  private async connected(): Promise<Client> {
    if (this.client) return this.client;
    const client = new Client({ connectionString: this.databaseUrl, options: '-c synchronous_commit=off' });
    client.on('error', () => {
      if (this.client === client) this.client = undefined;
    });
    await client.connect();
    this.client = client;
    return client;
  }

  private async disconnect(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
