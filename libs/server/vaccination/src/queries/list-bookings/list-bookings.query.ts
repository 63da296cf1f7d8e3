import { Query } from '@nestjs/cqrs';
import type { BookingDto } from '../../http/booking.response.dto';

export interface BookingListFilters {
  /** Part of the booking id, the owner's or dog's name, or the e-mail. */
  search?: string;
  /** Any case: 'Confirmed' is confirmed. */
  status?: string;
  page: number;
  pageSize: number;
}

/** Every booking for the admin, latest appointment first, with doses and history. */
export class ListBookingsQuery extends Query<{ bookings: BookingDto[]; total: number }> {
  constructor(readonly filters: BookingListFilters) {
    super();
  }
}
