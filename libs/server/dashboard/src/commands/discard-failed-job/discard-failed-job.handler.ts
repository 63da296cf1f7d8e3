import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { QueueRegistry } from '../../queues/queue-registry';
import { DiscardFailedJobCommand } from './discard-failed-job.command';

@CommandHandler(DiscardFailedJobCommand)
export class DiscardFailedJobHandler implements ICommandHandler<DiscardFailedJobCommand> {
  constructor(private readonly queues: QueueRegistry) {}

  async execute({ queueName, jobId }: DiscardFailedJobCommand): Promise<void> {
    const job = await this.queues.failedJob(queueName, jobId);
    await job.remove();
  }
}
