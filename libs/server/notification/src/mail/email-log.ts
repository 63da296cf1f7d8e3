import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '@kukur/contracts';
import { randomUUID } from 'node:crypto';
import { CLAIM_LEASE_MS, ClaimAttempt } from './claims';
import type { EmailLogWrites } from './email-log-writes';

/** What one e-mail of an event is, for the e-mail log. */
export interface EmailLogEntry {
  key: string;
  outboxId: string;
  eventType: string;
  template: string;
  recipient: string;
  subject: string;
  orderId: string | null;
  bookingId: string | null;
  /** The same on every attempt (see `messageIdFor`). */
  messageId: string;
}

function uuidOrNull(value: unknown): string | null {
  return typeof value === 'string' && isUuid(value) ? value : null;
}

/** The order or booking an event's e-mails are about, read from the payloads the modules publish. */
export function referencesOf(payload: Record<string, unknown>): {
  orderId: string | null;
  bookingId: string | null;
} {
  const booking = payload['booking'];
  return {
    orderId: uuidOrNull(payload['orderId']),
    bookingId: uuidOrNull(
      booking && typeof booking === 'object'
        ? (booking as Record<string, unknown>)['bookingId']
        : payload['bookingId'],
    ),
  };
}

/**
 * One attempt's claim on one e-mail of the log. The claim is a committed row in state `sending` with a
 * token and a lease: it is taken when there is no row yet, the row `failed`, or its claim ran out (the
 * attempt holding it died, maybe after the SMTP server took the e-mail: it is sent again, with the same
 * Message-ID). A `sent` row, or a `sending` row whose lease is live, is not taken.
 */
export class EmailClaim {
  readonly token = randomUUID();

  constructor(
    private readonly em: EntityManager,
    private readonly writes: EmailLogWrites,
    readonly entry: EmailLogEntry,
    private readonly leaseMs = CLAIM_LEASE_MS,
  ) {}

  async tryClaim(): Promise<ClaimAttempt> {
    const connection = this.em.getConnection();
    const claimed = await this.writes.claim({ entry: this.entry, token: this.token, leaseMs: this.leaseMs });
    if (claimed) return { outcome: 'claimed' };
    const [row] = await connection.execute<{ status: string; remaining_ms: number | null }[]>(
      `select status, greatest(extract(epoch from claimed_until - now()) * 1000, 0)::int as remaining_ms
         from sent_email where key = ?`,
      [this.entry.key],
    );
    if (!row) return { outcome: 'busy', remainingMs: 0 };
    if (row.status === 'sending') return { outcome: 'busy', remainingMs: row.remaining_ms ?? 0 };
    if (row.status === 'failed') return { outcome: 'busy', remainingMs: 0 };
    return { outcome: 'done', status: row.status };
  }

  /** Extends this attempt's lease while it sends. */
  async renew(): Promise<void> {
    await this.em.getConnection().execute(
      `update sent_email set claimed_until = now() + ? * interval '1 millisecond'
        where key = ? and status = 'sending' and claim_token = ?`,
      [this.leaseMs, this.entry.key, this.token],
    );
  }

  async recordSent(): Promise<void> {
    await this.writes.markSent(this.entry.key);
  }

  /** The e-mail was refused or could not be handed over: `failed`, with the reason, until a retry. */
  async recordFailure(error: unknown): Promise<void> {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await this.em.getConnection().execute(
      `update sent_email
          set status = 'failed', last_error = ?, updated_at = now(), claim_token = null, claimed_until = null
        where key = ? and status = 'sending' and claim_token = ?`,
      [reason, this.entry.key, this.token],
    );
  }
}
