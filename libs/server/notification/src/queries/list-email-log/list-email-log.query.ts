import { Query } from '@nestjs/cqrs';
import type { EmailLogStatus } from '@kukur/contracts';
import type { EmailLogEntryDto } from '../../http/email-log.dto';

export interface EmailLogFilter {
  search?: string;
  orderId?: string;
  bookingId?: string;
  status?: EmailLogStatus;
  /** The e-mails of these events (outbox ids, which are also the ids of their jobs). */
  outboxIds?: readonly string[];
  offset: number;
  limit: number;
}

export interface EmailLogPage {
  entries: EmailLogEntryDto[];
  total: number;
}

/** The e-mail log, latest attempt first. */
export class ListEmailLogQuery extends Query<EmailLogPage> {
  constructor(readonly filter: EmailLogFilter) {
    super();
  }
}
