import { getQueueToken } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { BACK_OFFICE_ERROR_CODES, BACK_OFFICE_MESSAGES } from '@kukur/contracts';
import { ALL_QUEUE_NAMES, AppError, NotFoundError } from '@kukur/server-kernel';
import type { QueueName } from '@kukur/server-kernel';
import { Job, Queue } from 'bullmq';

/** The system's queues by name, and their failed jobs, for the admin. */
@Injectable()
export class QueueRegistry {
  constructor(private readonly moduleRef: ModuleRef) {}

  names(): readonly QueueName[] {
    return ALL_QUEUE_NAMES;
  }

  get(name: string): Queue {
    if (!(ALL_QUEUE_NAMES as readonly string[]).includes(name)) {
      throw new NotFoundError(BACK_OFFICE_ERROR_CODES.unknownQueue, BACK_OFFICE_MESSAGES.unknownQueue);
    }
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }

  /** A job that is in the failed set now (404 when gone, 409 when it is not failed). */
  async failedJob(queueName: string, jobId: string): Promise<Job> {
    const job = await this.get(queueName).getJob(jobId);
    if (!job) throw new NotFoundError(BACK_OFFICE_ERROR_CODES.jobNotFound, BACK_OFFICE_MESSAGES.jobNotFound);
    if (!(await job.isFailed())) {
      throw new AppError(BACK_OFFICE_ERROR_CODES.jobNotFailed, BACK_OFFICE_MESSAGES.jobNotFailed, 409);
    }
    return job;
  }
}
