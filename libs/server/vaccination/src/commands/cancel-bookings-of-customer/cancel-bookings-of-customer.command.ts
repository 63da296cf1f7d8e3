import { Command } from '@nestjs/cqrs';

/**
 * A customer's account was deleted: their bookings still to come (scheduled or confirmed) are cancelled,
 * giving back slots and doses. Returns how many were cancelled; running it again cancels nothing more.
 */
export class CancelBookingsOfCustomerCommand extends Command<number> {
  constructor(readonly userId: string) {
    super();
  }
}
