import { ACTIVE_BOOKING_STATUSES } from '@kukur/contracts';
import type { Booking } from '../../api/booking-types';
import { bookingLink } from '../../utils/share-appointment';
import { BookingDetails } from './booking-details';
import { CentreLocation } from './centre-location';
import { ConfirmationActions } from './confirmation-actions';
import { ConfirmationHeader } from './confirmation-header';
import { ContactCard } from './contact-card';
import { VisitInstructions } from './visit-instructions';

/** A loaded booking: status, details, the way there (for an appointment still to come), codes and actions. */
export function BookingConfirmation({ booking }: { booking: Booking }) {
  const origin = window.location.origin;
  const upcoming = ACTIVE_BOOKING_STATUSES.includes(booking.status);
  return (
    <>
      <ConfirmationHeader booking={booking} />
      <div className="confirm-layout">
        <div className="confirm-layout__main">
          <BookingDetails booking={booking} />
          {upcoming && <CentreLocation centre={booking.center} />}
        </div>
        <div className="confirm-layout__side">
          <ConfirmationActions booking={booking} origin={origin} upcoming={upcoming} />
          <ContactCard contactCode={booking.contactCode} link={bookingLink(origin, booking.id)} />
          {upcoming && <VisitInstructions />}
        </div>
      </div>
    </>
  );
}
