import { bookingStatusLabel } from '@kukur/contracts';
import { bookingStatusColor } from './booking-status';
import './booking-status.css';

/** A booking's status as a coloured badge (see bookingStatusColor). */
export function BookingStatusTag({ status }: { status: string }) {
  const color = bookingStatusColor(status);
  return (
    <span className={`booking-status booking-status--${color}`} data-color={color}>
      {bookingStatusLabel(status)}
    </span>
  );
}
