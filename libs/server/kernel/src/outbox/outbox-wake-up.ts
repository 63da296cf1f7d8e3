import type { Logger } from '@nestjs/common';
import { Client } from 'pg';

/** The channel a trigger on outbox_message notifies when rows are inserted (delivered at commit). */
export const OUTBOX_CHANNEL = 'outbox_message';

const MAX_RECONNECT_DELAY_MS = 30_000;

/**
 * A dedicated PostgreSQL connection that LISTENs for committed outbox rows and calls `onWake`, so the relay
 * moves an event to its queue at once instead of at its next poll. Polling stays as the fallback: while
 * this connection is down (reconnecting with back-off) nothing is lost, only later. After a reconnect it
 * wakes the relay once, for rows committed while it was away.
 */
export class OutboxWakeUp {
  private client: Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly onWake: () => void,
    private readonly logger: Pick<Logger, 'warn'>,
  ) {}

  start(): void {
    void this.connect(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(attempt: number): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.databaseUrl });
    let lost = false;
    const reconnect = (error: unknown) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = undefined;
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      const delay = Math.min(MAX_RECONNECT_DELAY_MS, 500 * 2 ** attempt);
      this.logger.warn(
        `Outbox wake-up connection lost (${String(error)}); polling meanwhile, reconnecting in ${delay} ms`,
      );
      this.retry = setTimeout(() => void this.connect(attempt + 1), delay);
    };
    client.on('notification', () => this.onWake());
    client.on('error', reconnect);
    client.on('end', () => reconnect('connection ended'));
    try {
      await client.connect();
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
      if (this.stopped) return void (await client.end().catch(() => undefined));
      this.client = client;
      if (attempt > 0) this.onWake();
    } catch (error) {
      reconnect(error);
    }
  }
}
