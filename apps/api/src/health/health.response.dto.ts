import { ApiProperty } from '@nestjs/swagger';
import { ALL_QUEUE_NAMES } from '@kukur/server-kernel';

export class QueueBacklogDto {
  @ApiProperty({ enum: ALL_QUEUE_NAMES, example: 'email' })
  name: string;

  @ApiProperty({ example: 0, description: 'Jobs waiting for a worker' })
  waiting: number;

  @ApiProperty({ example: 1 })
  active: number;

  @ApiProperty({ example: 3, description: 'Waiting for their time (reminders, retries after a backoff)' })
  delayed: number;

  @ApiProperty({ example: 0, description: 'Gave up after every attempt; the admin’s queues page lists them' })
  failed: number;
}

export class HealthOutboxDto {
  @ApiProperty({
    example: 0,
    description: 'Events of a declared type committed but not yet handed to a queue',
  })
  pending: number;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', example: null })
  oldestPendingAt: string | null;

  @ApiProperty({ type: Number, nullable: true, example: null, description: 'Seconds the oldest has waited' })
  oldestAgeSeconds: number | null;

  @ApiProperty({
    example: 0,
    description:
      'Unpublished events whose type no release declares (no route): the relay keeps them until one does',
  })
  unrouted: number;

  @ApiProperty({ type: [String], example: [], description: 'The undeclared event types waiting' })
  unroutedTypes: string[];
}

export class HealthResponseDto {
  @ApiProperty({
    enum: ['ok', 'degraded', 'down'],
    example: 'ok',
    description:
      '`down` (HTTP 503) when PostgreSQL or Redis does not answer within 2 s; `degraded` (HTTP 200) when both ' +
      'answer but outbox events of an undeclared type are held back (a mis-wired release: the API still ' +
      'serves, and restarting it would not help); `ok` otherwise',
  })
  status: 'ok' | 'degraded' | 'down';

  @ApiProperty({ enum: ['up', 'down'], example: 'up' })
  database: 'up' | 'down';

  @ApiProperty({ enum: ['up', 'down'], example: 'up' })
  redis: 'up' | 'down';

  @ApiProperty({
    type: [QueueBacklogDto],
    description: 'Each queue’s backlog; empty when Redis is down',
    example: [
      { name: 'email', waiting: 0, active: 1, delayed: 0, failed: 0 },
      { name: 'announcements', waiting: 0, active: 0, delayed: 0, failed: 0 },
      { name: 'maintenance', waiting: 0, active: 0, delayed: 2, failed: 0 },
      { name: 'activity', waiting: 0, active: 0, delayed: 0, failed: 0 },
    ],
  })
  queues: QueueBacklogDto[];

  @ApiProperty({
    type: HealthOutboxDto,
    nullable: true,
    description: 'The outbox relay’s backlog; null when the database is down',
  })
  outbox: HealthOutboxDto | null;
}
