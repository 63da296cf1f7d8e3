import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { textArray } from '@kukur/server-kernel';
import { Coalescer } from './coalescer';
import type { EmailLogEntry } from './email-log';

/** One attempt's request to claim an e-mail of the log (see `EmailClaim.tryClaim`). */
export interface ClaimRequest {
  entry: EmailLogEntry;
  token: string;
  leaseMs: number;
}

/**
 * The e-mail log's two writes of every e-mail, the claim before the send and `sent` after it, each batched
 * across the jobs running at once (see Coalescer): every row keeps its own outcome, as if written alone.
 */
@Injectable()
export class EmailLogWrites {
  private readonly claims = new Coalescer((requests: ClaimRequest[]) => this.claimAll(requests));
  private readonly sent = new Coalescer((keys: string[]) => this.markAllSent(keys));

  constructor(private readonly orm: MikroORM) {}

  /** Takes the claim (answers true) unless the row is `sent` or held by a live claim (see `EmailClaim`). */
  claim(request: ClaimRequest): Promise<boolean> {
    return this.claims.run(request);
  }

  markSent(key: string): Promise<void> {
    return this.sent.run(key);
  }

  private async claimAll(requests: ClaimRequest[]): Promise<boolean[]> {
    // One statement may not upsert a row twice: a key asked twice in one batch (two jobs of one event at
    // once) is claimed by a statement of its own after the others.
    const seen = new Set<string>();
    const first = requests.filter(({ entry }) => !seen.has(entry.key) && seen.add(entry.key));
    const claimed = await this.upsertClaims(first);
    const answers = new Map<ClaimRequest, boolean>(
      first.map((request) => [request, claimed.has(request.entry.key)]),
    );
    for (const request of requests.filter((request) => !answers.has(request))) {
      answers.set(request, (await this.upsertClaims([request])).has(request.entry.key));
    }
    return requests.map((request) => answers.get(request)!);
  }

  private async upsertClaims(requests: ClaimRequest[]): Promise<Set<string>> {
    const rows = requests.map(({ entry, token, leaseMs }) => ({
      key: entry.key,
      template: entry.template,
      recipient: entry.recipient,
      subject: entry.subject.slice(0, 300),
      event_type: entry.eventType,
      outbox_id: entry.outboxId,
      order_id: entry.orderId,
      booking_id: entry.bookingId,
      message_id: entry.messageId,
      claim_token: token,
      lease_ms: leaseMs,
    }));
    const claimed = await this.orm.em.getConnection().execute<{ key: string }[]>(
      `insert into sent_email (key, template, recipient, subject, event_type, outbox_id, order_id, booking_id,
                               message_id, status, attempts, claim_token, claimed_until, sent_at, updated_at)
       select r.key, r.template, r.recipient, r.subject, r.event_type, r.outbox_id, r.order_id, r.booking_id,
              r.message_id, 'sending', 1, r.claim_token, now() + r.lease_ms * interval '1 millisecond', null, now()
         from jsonb_to_recordset(?::jsonb) as r(key text, template text, recipient text, subject text,
              event_type text, outbox_id uuid, order_id uuid, booking_id uuid, message_id text, claim_token uuid,
              lease_ms integer)
       on conflict (key) do update
         set status = 'sending', message_id = excluded.message_id, attempts = sent_email.attempts + 1,
             claim_token = excluded.claim_token, claimed_until = excluded.claimed_until, updated_at = now()
         where sent_email.status = 'failed'
            or (sent_email.status = 'sending' and sent_email.claimed_until < now())
       returning key`,
      [JSON.stringify(rows)],
    );
    return new Set(claimed.map((row) => row.key));
  }

  private async markAllSent(keys: string[]): Promise<void[]> {
    await this.orm.em.getConnection().execute(
      `update sent_email
          set status = 'sent', last_error = null, sent_at = now(), updated_at = now(),
              claim_token = null, claimed_until = null
        where key = any(?::text[]) and status <> 'sent'`,
      // An array the planner sees the length of: a set-returning function counts as 100 rows, and against a young
      // table's statistics that chose a scan of the whole table over its primary key.
      [textArray(keys)],
    );
    return keys.map(() => undefined);
  }
}
