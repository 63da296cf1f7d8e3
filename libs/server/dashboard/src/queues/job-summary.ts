import { isUuid } from '@kukur/contracts';
import { referencesOf, type EmailLogEntryDto } from '@kukur/server-notification';
import type { JobSummaryDto } from '../http/queues.dto';

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function uuid(value: unknown): string | null {
  return typeof value === 'string' && isUuid(value) ? value : null;
}

function address(value: unknown): string | null {
  return typeof value === 'string' && value.includes('@') ? value : null;
}

/** 'ordering.order-placed.v1' or 'vaccination.send-reminder' -> 'Order placed', 'Send reminder'. */
export function describeJobName(name: string): string {
  const words = (
    name
      .replace(/\.v\d+$/, '')
      .split('.')
      .pop() ?? name
  )
    .replace(/[-_]+/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * What a job was for, read from a few known fields only (an allow-list), so sealed codes, tokens and
 * other payload fields never reach the admin's screen.
 */
export function summarizeJob(
  job: { name: string; data: unknown },
  emails: readonly Pick<EmailLogEntryDto, 'recipient' | 'template'>[] = [],
): JobSummaryDto {
  const data = record(job.data);
  const isEvent = typeof data['type'] === 'string' && 'payload' in data;
  const payload = isEvent ? record(data['payload']) : data;
  const booking = record(payload['booking']);
  const recipients = new Set(emails.map((email) => email.recipient));
  const direct = address(payload['email']) ?? address(booking['email']);
  if (direct) recipients.add(direct);
  return {
    description: describeJobName(isEvent ? (data['type'] as string) : job.name),
    eventType: isEvent ? (data['type'] as string) : null,
    recipients: [...recipients],
    templates: [...new Set(emails.map((email) => email.template))],
    ...referencesOf(payload),
    announcementId: uuid(payload['announcementId']),
  };
}
