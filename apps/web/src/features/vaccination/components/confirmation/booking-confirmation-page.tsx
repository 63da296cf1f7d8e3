import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { ApiError } from '@/shared/api';
import { ButtonLink } from '@/shared/ui/button-link';
import { PageSpinner } from '@/shared/ui/page-spinner';
import type { Booking } from '../../api/booking-types';
import { BookingConfirmation } from './booking-confirmation';
import { rememberBookingId } from './confirmation-state';
import { useVaccinationTexts } from '../../vaccination-texts';
import { useConfirmedBooking } from './use-confirmed-booking';
import './confirmation.css';

export interface BookingConfirmationPageProps {
  bookingId: string;
  /** The booking the wizard passed along, shown at once while the page makes sure of it. */
  initialBooking?: Booking | null;
}

/**
 * /BookingConfirm: the booking loaded by id (so it survives a reload and opens from an e-mail link), or
 * 'No Booking Found' when it is not the viewer's, or a load failure with Try Again.
 */
export function BookingConfirmationPage({ bookingId, initialBooking = null }: BookingConfirmationPageProps) {
  const confirm = useVaccinationTexts().confirm;
  const booking = useConfirmedBooking(bookingId, initialBooking);
  const loadedId = booking.data?.id;

  useEffect(() => {
    if (loadedId) rememberBookingId(loadedId);
  }, [loadedId]);

  if (booking.data) {
    return (
      <div className="confirm-page page-container">
        <BookingConfirmation booking={booking.data} />
      </div>
    );
  }
  if (booking.isPending) return <PageSpinner label={confirm.loading} />;

  const notFound = booking.error instanceof ApiError && booking.error.status === 404;
  const texts = notFound ? confirm.notFound : confirm.loadFailed;
  return (
    <Result
      className="page-container route-result"
      status={notFound ? '404' : 'error'}
      title={<h1 className="route-result__title">{texts.title}</h1>}
      subTitle={texts.lead}
      extra={[
        !notFound && (
          <Button
            key="retry"
            type="primary"
            icon={<ReloadOutlined aria-hidden />}
            loading={booking.isFetching}
            onClick={() => void booking.refetch()}
          >
            {confirm.actions.tryAgain}
          </Button>
        ),
        <ButtonLink key="home" to="/" type={notFound ? 'primary' : 'default'}>
          {confirm.actions.home}
        </ButtonLink>,
      ]}
    />
  );
}
