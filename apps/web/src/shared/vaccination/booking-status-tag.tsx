import { bookingStatusLabel } from '@kukur/contracts';
import { bookingStatusColor } from './booking-status';
import './booking-status.css';

/** A booking's status as a coloured badge (see bookingStatusColor); `label` is its word in the reader's language. */
export function BookingStatusTag({ status, label }: { status: string; label?: string }) {
  const color = bookingStatusColor(status);
  return (
    <span className={`booking-status booking-status--${color}`} data-color={color}>
      {label ?? bookingStatusLabel(status)}
    </span>
  );
}
