import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { normalizeEmail, VACCINATION_ERROR_CODES, VACCINATION_MESSAGES } from '@kukur/contracts';
import { FindProductIdsByNameQuery, StockLedger } from '@kukur/server-catalogue';
import { ListAdminEmailsQuery } from '@kukur/server-identity';
import {
  AppError,
  ForbiddenError,
  recordEvent,
  retryTransaction,
  ValidationFailedError,
} from '@kukur/server-kernel';
import { appointmentAt } from '../../domain/appointment';
import { Booking } from '../../domain/booking.entity';
import { snapshotOf } from '../../domain/booking-snapshot';
import { allocateContactCode, isContactCodeCollision } from '../../domain/contact-codes';
import { BookingRequestedEvent } from '../../domain/events/booking-requested.event';
import { findCenter } from '../../domain/find-center';
import { OpenBookingCeiling } from '../../domain/open-booking-ceiling';
import { takeSlot } from '../../domain/slot-ledger';
import { BookingCreatedDto, BookingDto } from '../../http/booking.response.dto';
import { stockRefusalError } from '../../domain/stock-refusal-error';
import { BookVaccinationCommand, VaccineChoice } from './book-vaccination.command';

@CommandHandler(BookVaccinationCommand)
export class BookVaccinationHandler implements ICommandHandler<BookVaccinationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly stock: StockLedger,
    private readonly queryBus: QueryBus,
    private readonly ceiling: OpenBookingCeiling,
  ) {}

  async execute({ customer, request, claimedEmail }: BookVaccinationCommand): Promise<BookingCreatedDto> {
    if (claimedEmail !== undefined && normalizeEmail(claimedEmail) !== customer.email) {
      throw new ForbiddenError(VACCINATION_ERROR_CODES.EMAIL_MISMATCH, VACCINATION_MESSAGES.emailMismatch);
    }
    const productIds = await this.vaccineIds(request.vaccines);
    const adminEmails = await this.queryBus.execute(new ListAdminEmailsQuery());
    const book = () =>
      this.em.fork().transactional(async (tx) => {
        const now = new Date();
        // Before anything is taken: a customer with too many open requests gets a 429 and changes nothing.
        await this.ceiling.admit(tx, customer.id, now);
        const center = await findCenter(tx, request.vaccinationCenter);
        const appointment = appointmentAt(center, request.appointmentDate, request.appointmentTime, now);
        // The slot first: parallel requests for the last place queue on its row, and all but one stop here.
        await takeSlot(tx, appointment);
        const contactCode = await allocateContactCode(tx, appointment.date);
        // The doses last: a vaccine's stock row is shared by every booking of it, so it stays locked only for
        // the end of the transaction.
        const held = await this.stock.reserve(
          tx,
          productIds.map((productId) => ({ productId, quantity: 1 })),
          'vaccine',
        );
        if (!held.taken) throw stockRefusalError(held.refusal);
        const doses = held.lines;
        const booking = Booking.request({
          userId: customer.id,
          userEmail: customer.email,
          contactCode,
          patient: request.patient,
          dog: request.dog,
          appointment,
          doses: doses.map(({ productId, name, price, nextDoseAfterDays }) => ({
            productId,
            name,
            price,
            nextDoseAfterDays,
          })),
        });
        tx.persist(booking);
        recordEvent(
          tx,
          new BookingRequestedEvent({ booking: snapshotOf(booking), userId: customer.id, adminEmails }),
        );
        await tx.flush();
        return { ...BookingDto.fromEntity(booking), message: VACCINATION_MESSAGES.requestSent };
      });
    return retryTransaction(book, isContactCodeCollision);
  }

  /** The product ids of the chosen vaccines, each once; a name that is no vaccine on sale is a 400. */
  private async vaccineIds(choices: VaccineChoice[]): Promise<string[]> {
    const names = choices.filter((choice) => !choice.productId).map((choice) => choice.name ?? '');
    if (names.some((name) => name.trim() === '')) {
      throw new ValidationFailedError(VACCINATION_MESSAGES.vaccineRequired, ['vaccines']);
    }
    const byName = await this.queryBus.execute(new FindProductIdsByNameQuery(names, 'vaccine'));
    const unknown = names.filter((name) => !byName.has(name.toLowerCase()));
    if (unknown.length > 0) {
      throw new AppError(
        VACCINATION_ERROR_CODES.NOT_A_VACCINE,
        VACCINATION_MESSAGES.notAVaccine(unknown),
        400,
      );
    }
    const ids = choices.map((choice) => choice.productId ?? byName.get(choice.name!.toLowerCase())!);
    return [...new Set(ids)];
  }
}
