import { Command } from '@nestjs/cqrs';

/**
 * A customer's account was deleted: their orders that are still open (Pending or Approved) are cancelled
 * and their stock goes back. Returns how many were cancelled; running it again cancels nothing more.
 */
export class CancelOpenOrdersOfCustomerCommand extends Command<number> {
  constructor(readonly userId: string) {
    super();
  }
}
