import { Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RequireAdmin } from '@kukur/server-identity';
import { ApiErrorAnswers, ErrorResponseDto, pageWindow, TOTAL_COUNT_HEADER } from '@kukur/server-kernel';
import type { FastifyReply as Response } from 'fastify';
import { DiscardFailedJobCommand } from '../commands/discard-failed-job/discard-failed-job.command';
import { RetryFailedJobsCommand } from '../commands/retry-failed-jobs/retry-failed-jobs.command';
import { GetQueuesOverviewQuery } from '../queries/get-queues-overview/get-queues-overview.query';
import { ListFailedJobsQuery } from '../queries/list-failed-jobs/list-failed-jobs.query';
import { FAILED_JOB_ANSWERS, UNKNOWN_QUEUE } from './error-answers';
import { FailedJobDto, FailedJobsRequestDto, QueuesOverviewDto, RetriedJobsDto } from './queues.dto';

@ApiTags('back office')
@Controller('admin/queues')
@RequireAdmin()
export class QueuesController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every queue’s job counts and the outbox backlog (admin)' })
  @ApiOkResponse({ type: QueuesOverviewDto })
  overview(): Promise<QueuesOverviewDto> {
    return this.queryBus.execute(new GetQueuesOverviewQuery());
  }

  @Get(':queue/failed')
  @ApiOperation({
    summary:
      'A queue’s failed jobs with their reason and what they were for (admin); X-Total-Count holds the total',
  })
  @ApiOkResponse({ type: [FailedJobDto], headers: TOTAL_COUNT_HEADER })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid paging' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'There is no such queue' })
  @ApiErrorAnswers([UNKNOWN_QUEUE])
  async failed(
    @Param('queue') queue: string,
    @Query() query: FailedJobsRequestDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<FailedJobDto[]> {
    const { offset, limit } = pageWindow(query);
    const { jobs, total } = await this.queryBus.execute(new ListFailedJobsQuery(queue, offset, limit));
    response.header('X-Total-Count', String(total));
    return jobs;
  }

  @Post(':queue/failed/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Retry every failed job of a queue (admin)' })
  @ApiOkResponse({ type: RetriedJobsDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'There is no such queue' })
  @ApiErrorAnswers([UNKNOWN_QUEUE])
  async retryAll(@Param('queue') queue: string): Promise<RetriedJobsDto> {
    return { retried: await this.commandBus.execute(new RetryFailedJobsCommand(queue)) };
  }

  @Post(':queue/jobs/:id/retry')
  @HttpCode(204)
  @ApiOperation({ summary: 'Retry one failed job (admin); e-mails already sent are not sent again' })
  @ApiNoContentResponse({ description: 'Moved back to waiting' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such queue or job' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The job has not failed' })
  @ApiErrorAnswers(FAILED_JOB_ANSWERS)
  async retryOne(@Param('queue') queue: string, @Param('id') id: string): Promise<void> {
    await this.commandBus.execute(new RetryFailedJobsCommand(queue, id));
  }

  @Delete(':queue/jobs/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Discard one failed job (admin)' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such queue or job' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The job has not failed' })
  @ApiErrorAnswers(FAILED_JOB_ANSWERS)
  async discard(@Param('queue') queue: string, @Param('id') id: string): Promise<void> {
    await this.commandBus.execute(new DiscardFailedJobCommand(queue, id));
  }
}
