/** Recipients per batch job: small enough to retry cheaply, large enough to keep the queue short. */
export const ANNOUNCEMENT_BATCH_SIZE = 50;

export function batchCountFor(recipients: number): number {
  return Math.ceil(recipients / ANNOUNCEMENT_BATCH_SIZE);
}
