export type BookingStatusColor = 'yellow' | 'green' | 'blue' | 'red' | 'grey';

/**
 * A booking status's colour, the same on every screen: cancelled red, confirmed green, completed blue,
 * scheduled yellow (services spec), and no-show grey so a missed visit does not look like one still to come.
 */
export function bookingStatusColor(status: string): BookingStatusColor {
  switch (status.toLowerCase()) {
    case 'cancelled':
      return 'red';
    case 'confirmed':
      return 'green';
    case 'completed':
      return 'blue';
    case 'no-show':
      return 'grey';
    default:
      return 'yellow';
  }
}
