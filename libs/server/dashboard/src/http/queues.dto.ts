import { ApiProperty } from '@nestjs/swagger';
import { ALL_QUEUE_NAMES, PagingRequestDto } from '@kukur/server-kernel';

export class QueueCountsDto {
  @ApiProperty({ enum: ALL_QUEUE_NAMES, example: 'email' })
  name: string;

  @ApiProperty({ example: 0 })
  waiting: number;

  @ApiProperty({ example: 1 })
  active: number;

  @ApiProperty({ example: 3, description: 'Waiting for their time (reminders, retries after a backoff)' })
  delayed: number;

  @ApiProperty({ example: 2, description: 'Gave up after every attempt; an admin may retry or discard them' })
  failed: number;

  @ApiProperty({ example: 1840, description: 'Done in the last 7 days (older ones are removed)' })
  completed: number;

  @ApiProperty({ example: false })
  paused: boolean;
}

/** Unpublished outbox events of one type no release declares. */
export class UnroutedEventTypeDto {
  @ApiProperty({ example: 'ordering.order-refunded.v2' })
  type: string;

  @ApiProperty({ example: 2 })
  count: number;

  @ApiProperty({ format: 'date-time', example: '2026-11-26T09:15:00.000Z' })
  oldestAt: string;
}

export class OutboxBacklogDto {
  @ApiProperty({
    example: 0,
    description: 'Events of a declared type committed but not yet handed to a queue',
  })
  pending: number;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  oldestPendingAt: string | null;

  @ApiProperty({ type: Number, nullable: true, example: null, description: 'Seconds the oldest has waited' })
  oldestAgeSeconds: number | null;

  @ApiProperty({
    example: 0,
    description:
      'Unpublished events whose type is not declared (no route): the relay keeps them, unpublished, until a ' +
      'release declares the type',
  })
  unrouted: number;

  @ApiProperty({ type: [UnroutedEventTypeDto], example: [] })
  unroutedTypes: UnroutedEventTypeDto[];
}

export class QueuesOverviewDto {
  @ApiProperty({ type: [QueueCountsDto] })
  queues: QueueCountsDto[];

  @ApiProperty({ type: OutboxBacklogDto })
  outbox: OutboxBacklogDto;
}

/** What a job was for, without its secrets (one-time codes and tokens are never shown). */
export class JobSummaryDto {
  @ApiProperty({ example: 'Order placed', description: 'The event or kind of job, in words' })
  description: string;

  @ApiProperty({ type: String, nullable: true, example: 'ordering.order-placed.v1' })
  eventType: string | null;

  @ApiProperty({ type: [String], example: ['sita.sharma@example.com'] })
  recipients: string[];

  @ApiProperty({ type: [String], example: ['order-placed'], description: 'E-mail templates concerned' })
  templates: string[];

  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  orderId: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  bookingId: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  announcementId: string | null;
}

export class FailedJobDto {
  @ApiProperty({ example: '0b1f6f1e-3a5b-4c1d-9e2f-7a8b9c0d1e2f' })
  id: string;

  @ApiProperty({ example: 'email' })
  queue: string;

  @ApiProperty({ example: 'ordering.order-placed.v1' })
  name: string;

  @ApiProperty({ type: JobSummaryDto })
  summary: JobSummaryDto;

  @ApiProperty({ example: 'connect ECONNREFUSED 127.0.0.1:1025' })
  failedReason: string;

  @ApiProperty({ example: 5 })
  attemptsMade: number;

  @ApiProperty({ example: 5 })
  maxAttempts: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  failedAt: string | null;
}

export class FailedJobsRequestDto extends PagingRequestDto {}

export class RetriedJobsDto {
  @ApiProperty({ example: 3, description: 'Failed jobs moved back to waiting' })
  retried: number;
}
