export { clockLabel, longDate, nepalClockLabel, weekdayDate } from './appointment-format';
export { bookingStatusColor, type BookingStatusColor } from './booking-status';
export { BookingStatusTag } from './booking-status-tag';
