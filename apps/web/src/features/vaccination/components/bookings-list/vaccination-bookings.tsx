import { Alert, Button, Empty, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ButtonLink } from '@/shared/ui/button-link';
import type { Booking } from '../../api/booking-types';
import { useUserBookings } from '../../api/get-user-bookings';
import { groupBookingsForCustomer } from '../../utils/booking-status-order';
import { CancelBookingDialog } from '../booking-status/cancel-booking-dialog';
import { MY_BOOKINGS_PATH, type MyBookingsState } from '../my-bookings/my-bookings-location';
import { BookingCard } from './booking-card';
import { BookingGroup } from './booking-group';
import { useErrorText } from '@/shared/i18n';
import { useVaccinationTexts } from '../../vaccination-texts';
import './bookings-list.css';

export interface VaccinationBookingsProps {
  /** The logged-in customer's e-mail; null when the session has none. */
  email: string | null;
}

/**
 * The profile's Vaccination Bookings: upcoming appointments first, then past and cancelled ones. Scheduled
 * ones offer Reschedule (on /MyBookings) and Cancel, confirmed ones Cancel; every one links to its statement.
 */
export function VaccinationBookings({ email }: VaccinationBookingsProps) {
  const TEXT = useVaccinationTexts().list;
  const errorText = useErrorText();
  const navigate = useNavigate();
  const bookings = useUserBookings(email);
  const [cancelId, setCancelId] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  if (!email) return <Alert type="error" showIcon title={TEXT.noEmail} />;
  if (bookings.isPending) {
    return (
      <div className="vaccination-bookings__state" role="status">
        <Spin /> {TEXT.loading}
      </div>
    );
  }
  if (bookings.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorText(bookings.error, TEXT.loadFailed)}
        action={
          <Button size="small" onClick={() => void bookings.refetch()}>
            {TEXT.tryAgain}
          </Button>
        }
      />
    );
  }
  if (bookings.data.length === 0) {
    return (
      <Empty description={TEXT.empty}>
        <ButtonLink to="/vaccination" type="primary">
          {TEXT.bookVaccination}
        </ButtonLink>
      </Empty>
    );
  }

  const { upcoming, past } = groupBookingsForCustomer(bookings.data);
  const reschedule = (booking: Booking) => {
    const state: MyBookingsState = { bookingId: booking.id, openReschedule: true };
    navigate(MY_BOOKINGS_PATH, { state });
  };
  const askCancel = (booking: Booking) => {
    setCancelId(booking.id);
    setDialogOpen(true);
  };
  const card = (booking: Booking) => (
    <BookingCard
      key={booking.id}
      booking={booking}
      onReschedule={() => reschedule(booking)}
      onCancel={() => askCancel(booking)}
    />
  );

  return (
    <div className="vaccination-bookings">
      {upcoming.length > 0 && (
        <BookingGroup id="upcoming" title={TEXT.upcoming} listLabel={TEXT.upcomingList}>
          {upcoming.map(card)}
        </BookingGroup>
      )}
      {past.length > 0 && (
        <BookingGroup id="past" title={TEXT.past} listLabel={TEXT.pastList}>
          {past.map(card)}
        </BookingGroup>
      )}
      <CancelBookingDialog bookingId={cancelId} open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </div>
  );
}
