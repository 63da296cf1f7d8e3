import { LoadStrategy, LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNT_DELETED_NOTE, ACTIVE_BOOKING_STATUSES } from '@kukur/contracts';
import { StockLedger } from '@kukur/server-catalogue';
import { Booking } from '../../domain/booking.entity';
import { changeBookingStatus } from '../../domain/change-booking-status';
import { CancelBookingsOfCustomerCommand } from './cancel-bookings-of-customer.command';

@CommandHandler(CancelBookingsOfCustomerCommand)
export class CancelBookingsOfCustomerHandler implements ICommandHandler<CancelBookingsOfCustomerCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly stock: StockLedger,
  ) {}

  async execute({ userId }: CancelBookingsOfCustomerCommand): Promise<number> {
    const now = new Date();
    return this.em.fork().transactional(async (tx) => {
      const active = await tx.find(
        Booking,
        { userId, status: { $in: [...ACTIVE_BOOKING_STATUSES] } },
        {
          populate: ['center', 'vaccines', 'history'],
          strategy: LoadStrategy.SELECT_IN,
          lockMode: LockMode.PESSIMISTIC_WRITE,
          orderBy: { id: 'asc' },
        },
      );
      for (const booking of active) {
        await changeBookingStatus(
          tx,
          this.stock,
          booking,
          'cancelled',
          { id: null, role: 'system' },
          now,
          ACCOUNT_DELETED_NOTE,
        );
      }
      await tx.flush();
      return active.length;
    });
  }
}
