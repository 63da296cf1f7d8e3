import { canCustomerReschedule } from '@kukur/contracts';
import { useCallback, useEffect, useState } from 'react';
import type { Booking } from '../../api/booking-types';
import { CancelBookingDialog } from '../booking-status/cancel-booking-dialog';
import { RescheduleDialog } from '../reschedule/reschedule-dialog';
import { BookingStatement } from './booking-statement';
import { StatementActions } from './statement-actions';
import { useFeedback } from '@/shared/ui/feedback';
import { useVaccinationTexts } from '../../vaccination-texts';

export interface BookingViewProps {
  booking: Booking;
  /** The page was opened to reschedule: the dialog opens at once if the booking may be moved. */
  openReschedule: boolean;
}

/** The statement with its actions and the reschedule and cancel dialogs. */
export function BookingView({ booking, openReschedule }: BookingViewProps) {
  const { notification } = useFeedback();
  const { messages: TEXT } = useVaccinationTexts();
  const [rescheduleOpen, setRescheduleOpen] = useState(
    () => openReschedule && canCustomerReschedule(booking),
  );
  const [cancelOpen, setCancelOpen] = useState(false);
  // Asked to reschedule what may no longer be moved: say why, once, instead of opening the dialog.
  const [refusedOnArrival] = useState(() => openReschedule && !canCustomerReschedule(booking));

  const cannotReschedule = useCallback(
    () =>
      notification.warning({
        key: 'cannot-reschedule',
        title: TEXT.cannotRescheduleTitle,
        description: TEXT.onlyScheduledReschedulable,
      }),
    [notification, TEXT],
  );

  useEffect(() => {
    if (refusedOnArrival) cannotReschedule();
  }, [refusedOnArrival, cannotReschedule]);

  return (
    <>
      <BookingStatement booking={booking} />
      <StatementActions
        booking={booking}
        onReschedule={() => (canCustomerReschedule(booking) ? setRescheduleOpen(true) : cannotReschedule())}
        onCancel={() => setCancelOpen(true)}
      />
      <RescheduleDialog booking={booking} open={rescheduleOpen} onClose={() => setRescheduleOpen(false)} />
      <CancelBookingDialog bookingId={booking.id} open={cancelOpen} onClose={() => setCancelOpen(false)} />
    </>
  );
}
