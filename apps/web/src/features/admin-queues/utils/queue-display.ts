import type { OutboxBacklog, QueueCounts, QueueName } from '../api/admin-queue-types';

/** An event that has waited longer than this in the outbox means the relay is stopped or behind. */
export const OUTBOX_WARN_AFTER_SECONDS = 60;

/** The queue the failed jobs open on: the first that has failures, else e-mail. */
export function defaultQueueOf(queues: readonly QueueCounts[]): QueueName {
  return queues.find((queue) => queue.failed > 0)?.name ?? 'email';
}

/** The outbox is behind when its oldest event has waited more than a minute. */
export function isOutboxBehind(outbox: OutboxBacklog): boolean {
  return (outbox.oldestAgeSeconds ?? 0) > OUTBOX_WARN_AFTER_SECONDS;
}

/** A wait as "45 s", "3 min 5 s" or "2 h 10 min". */
export function formatAge(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return whole % 60 ? `${minutes} min ${whole % 60} s` : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
}
