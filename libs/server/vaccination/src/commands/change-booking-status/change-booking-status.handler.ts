import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StockLedger } from '@kukur/server-catalogue';
import { changeBookingStatus } from '../../domain/change-booking-status';
import { findBooking } from '../../domain/find-booking';
import { BookingDto } from '../../http/booking.response.dto';
import { ChangeBookingStatusCommand } from './change-booking-status.command';

@CommandHandler(ChangeBookingStatusCommand)
export class ChangeBookingStatusHandler implements ICommandHandler<ChangeBookingStatusCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly stock: StockLedger,
  ) {}

  async execute({ admin, bookingId, status, note }: ChangeBookingStatusCommand): Promise<BookingDto> {
    return this.em.fork().transactional(async (tx) => {
      const booking = await findBooking(tx, bookingId, { lock: true });
      await changeBookingStatus(
        tx,
        this.stock,
        booking,
        status,
        { id: admin.id, role: 'admin' },
        new Date(),
        note,
      );
      await tx.flush();
      return BookingDto.fromEntity(booking, { withHistory: true });
    });
  }
}
