import { useEffect } from 'react';
import { ApiError } from '@/shared/api';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { useBooking } from '../../api/get-booking';
import { BookingView } from './booking-view';
import { useVaccinationTexts } from '../../vaccination-texts';
import { StatementNotice } from './statement-notice';
import './my-bookings.css';

const UNAUTHORIZED = 401;
const NOT_FOUND = 404;

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null);

export interface MyBookingsPageProps {
  /** From navigation state or ?id=; null when neither named one. */
  bookingId: string | null;
  /** Open the reschedule dialog as soon as the booking shows. */
  openReschedule?: boolean;
  /** The server no longer accepts the session (401): the app sends the customer to log in again. */
  onSessionExpired: () => void;
}

/** /MyBookings: one booking as a printable statement, with Reschedule and Cancel where allowed. */
export function MyBookingsPage({ bookingId, openReschedule = false, onSessionExpired }: MyBookingsPageProps) {
  const { statement: TEXT, messages: messages } = useVaccinationTexts();
  const booking = useBooking(bookingId);
  const status = statusOf(booking.error);

  useEffect(() => {
    if (status === UNAUTHORIZED) onSessionExpired();
  }, [status, onSessionExpired]);

  const content = () => {
    if (!bookingId) return <StatementNotice status="warning" title={messages.noBookingId} />;
    if (booking.isPending) return <PageSpinner label={TEXT.loading} />;
    if (booking.isError) {
      if (status === NOT_FOUND) return <StatementNotice status="404" title={messages.noBookingFound} />;
      return (
        <StatementNotice status="error" title={messages.loadFailed} onRetry={() => void booking.refetch()} />
      );
    }
    return <BookingView key={booking.data.id} booking={booking.data} openReschedule={openReschedule} />;
  };

  return <div className="my-bookings-page page-container">{content()}</div>;
}
