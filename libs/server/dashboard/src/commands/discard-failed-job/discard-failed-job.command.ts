import { Command } from '@nestjs/cqrs';

/** Removes a failed job an admin decided not to retry (its e-mail log line stays, marked failed). */
export class DiscardFailedJobCommand extends Command<void> {
  constructor(
    readonly queueName: string,
    readonly jobId: string,
  ) {
    super();
  }
}
