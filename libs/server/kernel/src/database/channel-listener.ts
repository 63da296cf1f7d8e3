import type { Logger } from '@nestjs/common';
import { Client } from 'pg';

const MAX_RECONNECT_DELAY_MS = 30_000;

/**
 * A dedicated PostgreSQL connection that LISTENs on a channel and calls `onNotify` with each notification's
 * payload (PostgreSQL delivers them at commit). When the connection drops it reconnects with back-off; after a
 * reconnect it calls `onNotify(null)` once, for whatever was committed while it was away. `listening` says whether
 * notifications can arrive just now, so a caller can fall back to asking the database itself meanwhile.
 */
export class ChannelListener {
  private client: Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly channel: string,
    private readonly onNotify: (payload: string | null) => void,
    private readonly logger: Pick<Logger, 'warn'>,
    /** What the caller does while the connection is down, for the log line ("polling"). */
    private readonly meanwhile: string,
  ) {}

  get listening(): boolean {
    return this.client !== undefined;
  }

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
        `LISTEN ${this.channel}: connection lost (${String(error)}); ${this.meanwhile} meanwhile, reconnecting in ${delay} ms`,
      );
      this.retry = setTimeout(() => void this.connect(attempt + 1), delay);
    };
    client.on('notification', (message) => this.onNotify(message.payload ?? null));
    client.on('error', reconnect);
    client.on('end', () => reconnect('connection ended'));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      if (this.stopped) return void (await client.end().catch(() => undefined));
      this.client = client;
      if (attempt > 0) this.onNotify(null);
    } catch (error) {
      reconnect(error);
    }
  }
}
