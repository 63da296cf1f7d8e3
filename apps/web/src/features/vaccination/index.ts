export type {
  Availability,
  Booking,
  BookingCreated,
  BookingRequest,
  VaccinationCenter,
} from './api/booking-types';
export { useAvailability } from './api/get-availability';
export { useBooking } from './api/get-booking';
export { useCenters } from './api/get-centers';
export { useUserBookings } from './api/get-user-bookings';
export { AppointmentPicker } from './components/appointment-picker/appointment-picker';
export type { AppointmentChoice } from './components/appointment-picker/appointment-picker';
export { VaccineBookingCard } from './components/booking/vaccine-booking-card';
export { ScheduleVaccinationButton } from './components/booking/schedule-vaccination-button';
export { ScheduleVaccinationPage } from './components/booking/schedule-vaccination-page';
export { bookingOwnerOf, type BookingOwner } from './utils/booking-form';
export { MyBookingsPage } from './components/my-bookings/my-bookings-page';
export {
  myBookingsHref,
  myBookingsRequestOf,
  type MyBookingsRequest,
  type MyBookingsState,
} from './components/my-bookings/my-bookings-location';
export { VaccinationBookings } from './components/bookings-list/vaccination-bookings';
export { BookingConfirmationPage } from './components/confirmation/booking-confirmation-page';
export {
  bookingFromState,
  bookingIdFromState,
  rememberedBookingId,
  type BookingConfirmState,
} from './components/confirmation/confirmation-state';
export { useVaccinationTexts, vaccinationTexts, type VaccinationTexts } from './vaccination-texts';
