import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import {
  bookingCancelRefusal,
  type BookingCancelRefusal,
  VACCINATION_ERROR_CODES,
  VACCINATION_MESSAGES,
} from '@kukur/contracts';
import { StockLedger } from '@kukur/server-catalogue';
import { ConflictError } from '@kukur/server-kernel';
import { actorOf } from '../../domain/booking-actor';
import { changeBookingStatus } from '../../domain/change-booking-status';
import { findBooking } from '../../domain/find-booking';
import { BookingDto } from '../../http/booking.response.dto';
import { CancelBookingCommand } from './cancel-booking.command';

/** What a refused cancellation says (both under VACCINATION.NOT_CANCELLABLE). */
const CANCEL_REFUSAL_MESSAGES: Record<BookingCancelRefusal, string> = {
  'not-active': VACCINATION_MESSAGES.notCancellable,
  // Once the time has come, only the centre knows whether the dog was seen: the admin records it.
  started: VACCINATION_MESSAGES.alreadyTakenPlace,
};

@CommandHandler(CancelBookingCommand)
export class CancelBookingHandler implements ICommandHandler<CancelBookingCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly stock: StockLedger,
  ) {}

  async execute({ user, bookingId }: CancelBookingCommand): Promise<BookingDto> {
    const isAdmin = user.role === 'admin';
    const now = new Date();
    return this.em.fork().transactional(async (tx) => {
      const booking = await findBooking(tx, bookingId, {
        ownerId: isAdmin ? undefined : user.id,
        lock: true,
      });
      // Who may cancel what, and until when, is bookingCancelRefusal's; the answer names the reason.
      const refusal = bookingCancelRefusal(booking, now, isAdmin ? 'admin' : 'customer');
      if (refusal !== null) {
        throw new ConflictError(VACCINATION_ERROR_CODES.NOT_CANCELLABLE, CANCEL_REFUSAL_MESSAGES[refusal], {
          status: booking.status,
        });
      }
      await changeBookingStatus(tx, this.stock, booking, 'cancelled', actorOf(user), now);
      await tx.flush();
      return BookingDto.fromEntity(booking, { withHistory: isAdmin });
    });
  }
}
