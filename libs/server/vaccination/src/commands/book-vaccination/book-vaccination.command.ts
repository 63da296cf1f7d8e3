import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@kukur/server-identity';
import type { DogDetails, PatientDetails } from '../../domain/booking.entity';
import type { BookingCreatedDto } from '../../http/booking.response.dto';

/** A vaccine named by product id, or by name as the spec's client sends it. */
export interface VaccineChoice {
  productId?: string;
  name?: string;
}

export interface BookingRequest {
  patient: PatientDetails;
  dog: DogDetails;
  vaccines: VaccineChoice[];
  appointmentDate: string;
  appointmentTime: string;
  /** The centre's id, slug or name. */
  vaccinationCenter: string;
}

/**
 * A logged-in customer asks for a vaccination appointment. The slot and one dose of each vaccine are
 * taken in the same transaction; prices and the total are the catalogue's, whatever the client says.
 */
export class BookVaccinationCommand extends Command<BookingCreatedDto> {
  constructor(
    readonly customer: AuthenticatedUser,
    readonly request: BookingRequest,
    /** The spec's client sends the account's address along; any other is refused. */
    readonly claimedEmail?: string,
  ) {
    super();
  }
}
