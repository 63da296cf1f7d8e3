import { EntityManager } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import { Controller, Get, Res } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { ALL_QUEUE_NAMES, readOutboxBacklog, readQueueBacklog } from '@kukur/server-kernel';
import { Queue } from 'bullmq';
import type { FastifyReply as Response } from 'fastify';
import { HealthOutboxDto, HealthResponseDto, QueueBacklogDto } from './health.response.dto';

const CHECK_TIMEOUT_MS = 2_000;

function within<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref()),
  ]);
}

const settled = <T>(promise: Promise<T>): Promise<T | null> =>
  within(promise).then(
    (value) => value,
    () => null,
  );

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    private readonly moduleRef: ModuleRef,
  ) {}

  /**
   * One query to PostgreSQL (the outbox backlog, which also proves the database answers) and one round
   * trip to Redis per queue (its job counts), side by side, each cut after 2 s.
   */
  @Get()
  @ApiOperation({
    summary: 'Whether the API reaches PostgreSQL and Redis, each queue’s backlog and the outbox relay’s',
  })
  @ApiOkResponse({ type: HealthResponseDto, description: 'Both dependencies answer (`ok` or `degraded`)' })
  @ApiServiceUnavailableResponse({
    type: HealthResponseDto,
    description: 'PostgreSQL or Redis does not answer: `status` is `down` and the dependency says `down`',
  })
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthResponseDto> {
    const [outbox, queues] = await Promise.all([
      settled(readOutboxBacklog(this.em.fork())),
      Promise.all(ALL_QUEUE_NAMES.map((name) => settled(this.queueBacklog(name)))),
    ]);
    const database = outbox ? 'up' : 'down';
    const redis = queues.every((queue) => queue !== null) ? 'up' : 'down';
    const down = database === 'down' || redis === 'down';
    response.status(down ? 503 : 200);
    return {
      status: down ? 'down' : outbox!.unrouted > 0 ? 'degraded' : 'ok',
      database,
      redis,
      queues: redis === 'up' ? (queues as QueueBacklogDto[]) : [],
      outbox: outbox ? this.outboxDto(outbox) : null,
    };
  }

  private async queueBacklog(name: string): Promise<QueueBacklogDto> {
    const queue = this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
    const { waiting, active, delayed, failed } = await readQueueBacklog(queue);
    return { name, waiting, active, delayed, failed };
  }

  private outboxDto(backlog: Awaited<ReturnType<typeof readOutboxBacklog>>): HealthOutboxDto {
    return {
      pending: backlog.pending,
      oldestPendingAt: backlog.oldestPendingAt?.toISOString() ?? null,
      oldestAgeSeconds: backlog.oldestPendingAt
        ? Math.max(0, Math.round((Date.now() - backlog.oldestPendingAt.getTime()) / 1000))
        : null,
      unrouted: backlog.unrouted,
      unroutedTypes: backlog.unroutedTypes.map((entry) => entry.type),
    };
  }
}
