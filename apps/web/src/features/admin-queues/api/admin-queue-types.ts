import type { components } from '@/shared/api/schema';

/** Every queue's job counts and the outbox's backlog. */
export type QueuesOverview = components['schemas']['QueuesOverviewDto'];
/** One queue's jobs by state; `paused` when it takes no new jobs. */
export type QueueCounts = components['schemas']['QueueCountsDto'];
export type QueueName = QueueCounts['name'];
/** Events committed but not yet handed to a queue, and how long the oldest has waited. */
export type OutboxBacklog = components['schemas']['OutboxBacklogDto'];
/** A job that gave up after every attempt: what it was for, why it failed and when. */
export type FailedJob = components['schemas']['FailedJobDto'];

/** One page of a queue's failed jobs. */
export interface FailedJobsPaging {
  queue: QueueName;
  page: number;
  pageSize: number;
}
