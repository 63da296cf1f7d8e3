import { Command } from '@nestjs/cqrs';

export interface ReconciliationReport {
  checked: number;
  paid: number;
  released: number;
  /** Refunds found done at Khalti (an answer lost, or a refund made in Khalti's dashboard). */
  refunded: number;
}

/**
 * The maintenance job: asks Khalti about payments still open (the customer paid, then closed the tab before
 * coming back) and settles them, about refunds still open or failed (Khalti's lookup says `Refunded` once
 * it gave the money back) and records them, and cancels unpaid Khalti orders whose last link expired more than
 * UNPAID_ORDER_GRACE_MINUTES ago, putting their stock back.
 */
export class ReconcilePaymentsCommand extends Command<ReconciliationReport> {
  constructor(readonly now: Date = new Date()) {
    super();
  }
}
