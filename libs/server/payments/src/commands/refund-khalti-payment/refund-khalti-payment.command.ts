import { Command } from '@nestjs/cqrs';

export type KhaltiRefundOutcome = 'refunded' | 'failed' | 'nothing-to-do';

/**
 * The worker's refund job: gives a Khalti payment whose refund was requested back through Khalti's Refund
 * API. Exactly one refund however often it runs: each call to Khalti is recorded first, and after one that
 * may have been carried out (a time-out) the payment is looked up before Khalti is asked again. Throws when
 * Khalti cannot be reached and this is not the `finalAttempt` (the job is retried); on the final one, or
 * when Khalti refuses, the refund is marked failed for the admin to retry.
 */
export class RefundKhaltiPaymentCommand extends Command<KhaltiRefundOutcome> {
  constructor(
    readonly paymentId: string,
    readonly finalAttempt: boolean,
  ) {
    super();
  }
}
