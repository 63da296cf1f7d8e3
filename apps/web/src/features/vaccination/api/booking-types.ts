import type { components } from '@/shared/api/schema';

/** A vaccination booking as the API returns it. */
export type Booking = components['schemas']['BookingDto'];
/** The answer to a new booking: the booking and the clinic's message. */
export type BookingCreated = components['schemas']['BookingCreatedDto'];
export type BookingRequest = components['schemas']['BookVaccinationRequestDto'];
export type RescheduleRequest = components['schemas']['RescheduleBookingRequestDto'];
export type VaccinationCenter = components['schemas']['VaccinationCenterDto'];
export type Availability = components['schemas']['AvailabilityDto'];
export type CenterAvailability = components['schemas']['CenterAvailabilityDto'];
export type AvailabilityDay = components['schemas']['AvailabilityDayDto'];
