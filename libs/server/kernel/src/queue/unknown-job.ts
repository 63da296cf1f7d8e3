import { Logger } from '@nestjs/common';

const logger = new Logger('UnknownJob');

/**
 * The error a processor throws for a job name it does not know, logged with the name. The job fails and
 * is retried with the queue's backoff (in a rolling deploy a newer worker may know it), then stays in the
 * failed set for an admin to see; it is never completed silently.
 */
export function unknownJobError(queue: string, job: { id?: string; name: string }): Error {
  logger.error({ queue, jobId: job.id, jobName: job.name }, `No handler for ${queue} job ${job.name}`);
  return new Error(`No handler for ${queue} job ${job.name}`);
}
