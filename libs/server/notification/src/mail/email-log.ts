import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '@kukur/contracts';

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

export function wasSent(em: EntityManager, key: string): Promise<boolean> {
  return em
    .getConnection()
    .execute<{ sent: boolean }[]>(`select status = 'sent' as sent from sent_email where key = ?`, [key])
    .then((rows) => rows[0]?.sent === true);
}

export async function recordSent(
  em: EntityManager,
  entry: EmailLogEntry,
  messageId: string | null,
): Promise<void> {
  await em.getConnection().execute(
    `insert into sent_email (key, template, recipient, subject, event_type, outbox_id, order_id, booking_id,
                             message_id, status, attempts, sent_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, 'sent', 1, now(), now())
     on conflict (key) do update
       set status = 'sent', message_id = excluded.message_id, attempts = sent_email.attempts + 1,
           last_error = null, sent_at = now(), updated_at = now()
       where sent_email.status <> 'sent'`,
    [...columns(entry), messageId],
  );
}

export async function recordFailure(em: EntityManager, entry: EmailLogEntry, error: unknown): Promise<void> {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  await em.getConnection().execute(
    `insert into sent_email (key, template, recipient, subject, event_type, outbox_id, order_id, booking_id,
                             status, attempts, last_error, sent_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, 'failed', 1, ?, null, now())
     on conflict (key) do update
       set status = 'failed', attempts = sent_email.attempts + 1, last_error = excluded.last_error,
           updated_at = now()
       where sent_email.status <> 'sent'`,
    [...columns(entry), reason],
  );
}

function columns(entry: EmailLogEntry): unknown[] {
  return [
    entry.key,
    entry.template,
    entry.recipient,
    entry.subject.slice(0, 300),
    entry.eventType,
    entry.outboxId,
    entry.orderId,
    entry.bookingId,
  ];
}
