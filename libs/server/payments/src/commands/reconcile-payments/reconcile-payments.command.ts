import { Command } from '@nestjs/cqrs';

export interface ReconciliationReport {
  checked: number;
  paid: number;
  released: number;
}

/**
 * The maintenance job: asks Khalti about payments still open (the customer paid, then closed the tab before
 * coming back) and settles them, and cancels unpaid Khalti orders whose last link expired more than
 * UNPAID_ORDER_GRACE_MINUTES ago, putting their stock back.
 */
export class ReconcilePaymentsCommand extends Command<ReconciliationReport> {
  constructor(readonly now: Date = new Date()) {
    super();
  }
}
