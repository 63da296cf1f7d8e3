// A second way into the feature, for the vaccine page: its booking card without the rest of the feature (My
// Bookings, the schedule page, the confirmation's map), so that a lazy import of it loads only the card.
export { VaccineBookingCard } from './components/booking/vaccine-booking-card';
