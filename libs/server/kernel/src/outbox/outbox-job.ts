/** The data of every job the outbox relay creates (job name = event type, job id = outbox id). */
export interface OutboxJobData<TPayload extends object = Record<string, unknown>> {
  outboxId: string;
  type: string;
  payload: TPayload;
  occurredAt: string;
}
