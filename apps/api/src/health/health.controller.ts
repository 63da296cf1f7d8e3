import { MikroORM } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { QUEUE_NAMES } from '@kukur/server-kernel';
import { Queue } from 'bullmq';
import type { Response } from 'express';
import { HealthResponseDto } from './health.response.dto';

const CHECK_TIMEOUT_MS = 2_000;

function within<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref()),
  ]);
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly orm: MikroORM,
    @InjectQueue(QUEUE_NAMES.email) private readonly queue: Queue,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Whether the API reaches PostgreSQL and Redis' })
  @ApiOkResponse({ type: HealthResponseDto })
  @ApiServiceUnavailableResponse({ type: HealthResponseDto })
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthResponseDto> {
    const [database, redis] = await Promise.all([
      within(this.orm.em.getConnection().execute('select 1')).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      within(this.queue.count()).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
    ]);
    const healthy = database === 'up' && redis === 'up';
    response.status(healthy ? 200 : 503);
    return { status: healthy ? 'ok' : 'degraded', database, redis };
  }
}
