import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { uuidArray } from '@kukur/server-kernel';
import { EmailLogEntryDto } from '../../http/email-log.dto';
import { EmailLogPage, ListEmailLogQuery } from './list-email-log.query';

interface EmailLogRow {
  key: string;
  template: string;
  recipient: string;
  subject: string | null;
  status: EmailLogEntryDto['status'];
  event_type: string | null;
  order_id: string | null;
  booking_id: string | null;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  updated_at: Date;
}

@QueryHandler(ListEmailLogQuery)
export class ListEmailLogHandler implements IQueryHandler<ListEmailLogQuery, EmailLogPage> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: ListEmailLogQuery): Promise<EmailLogPage> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (filter.search) {
      conditions.push(`lower(recipient) like ?`);
      params.push(`%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    }
    if (filter.orderId) {
      conditions.push('order_id = ?');
      params.push(filter.orderId);
    }
    if (filter.bookingId) {
      conditions.push('booking_id = ?');
      params.push(filter.bookingId);
    }
    if (filter.status) {
      conditions.push('status = ?');
      params.push(filter.status);
    }
    if (filter.outboxIds) {
      conditions.push('outbox_id = any(?::uuid[])');
      params.push(uuidArray(filter.outboxIds));
    }
    const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
    const connection = this.em.fork().getConnection();
    const [{ total }] = (await connection.execute<{ total: number }[]>(
      `select count(*)::int as total from sent_email ${where}`,
      params,
    )) as [{ total: number }];
    const rows = await connection.execute<EmailLogRow[]>(
      `select key, template, recipient, subject, status, event_type, order_id, booking_id, attempts, last_error,
              sent_at, updated_at
         from sent_email ${where} order by updated_at desc, key limit ? offset ?`,
      [...params, filter.limit, filter.offset],
    );
    return { entries: rows.map(toDto), total };
  }
}

function toDto(row: EmailLogRow): EmailLogEntryDto {
  return {
    id: row.key,
    template: row.template,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    eventType: row.event_type,
    orderId: row.order_id,
    bookingId: row.booking_id,
    attempts: row.attempts,
    lastError: row.last_error,
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
