import { Command } from '@nestjs/cqrs';
import type { RefundRequestOutcome } from '../../domain/payment-refunds';

/**
 * An order was cancelled (by its customer, the admin, an account deletion or a deleted Pending order): its
 * payment is given back: a Khalti refund is requested, or cash is marked as owed back. Runs from the
 * order-status-changed event; running it again changes nothing.
 */
export class RefundCancelledOrderCommand extends Command<RefundRequestOutcome> {
  constructor(readonly orderId: string) {
    super();
  }
}
