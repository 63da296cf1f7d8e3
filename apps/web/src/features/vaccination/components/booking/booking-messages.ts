import { APPOINTMENT_DURATION_MINUTES, BOOKING_FIELD_LABELS, VACCINATION_MESSAGES } from '@kukur/contracts';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Every text of booking. The spec's own (toasts, step checks, error catalogue) come from
 * VACCINATION_MESSAGES; these are the screen's words around them.
 */
export const BOOKING_MESSAGES = {
  card: {
    title: 'Schedule Vaccination',
    duration: `Takes about ${APPOINTMENT_DURATION_MINUTES} minutes`,
    vet: 'A vet attends every appointment',
    payAtCentre: 'You pay at the centre; nothing is charged online.',
    button: 'Schedule Vaccination',
    unavailable: (name: string) => VACCINATION_MESSAGES.vaccineUnavailable([name]),
  },
  appointmentsLeft: (count: number) => `Only ${plural(count, 'appointment')} left this week`,
  noAppointments: 'No appointments free this week',
  noAppointmentsHint: 'Later dates may still be free: open the calendar to see them.',

  wizard: {
    title: (vaccine: string) => `Book ${vaccine}`,
    progress: 'Booking progress',
    steps: ['Date & Time', 'Owner Information', 'Dog Information'] as const,
    stepHeading: (step: number, title: string) => `Step ${step} of 3: ${title}`,
    next: 'Next',
    back: 'Back',
    confirm: 'Confirm Booking',
  },

  fields: {
    ...BOOKING_FIELD_LABELS,
    patientNameExtra: 'Your name, as the dog’s owner',
    phoneExtra: '10 digits, for the centre to reach you',
    addressPlaceholder: 'Colony, street, nearby landmark',
    dogBreedPlaceholder: 'e.g. Tibetan Mastiff, Labrador, mixed',
    specialInstructions: 'Special Instructions (optional)',
    specialInstructionsPlaceholder: 'Anything the vet should know: allergies, earlier reactions, nerves',
    vaccine: BOOKING_FIELD_LABELS.vaccines,
    vaccinePlaceholder: 'Choose a vaccine',
    vaccineUnavailable: (name: string) => `${name} (not available right now)`,
    vaccinesLoadFailed: 'We could not load the vaccines. Please try again.',
  },

  summary: {
    title: 'Booking Summary',
    vaccine: 'Vaccine',
    centre: 'Centre',
    date: 'Date',
    time: 'Time',
    price: 'Price',
    payAtCentre: 'You pay at the centre',
  },

  dialog: {
    title: 'Schedule Vaccination',
    lead: 'Choose the vaccine, a centre and a free time. The clinic confirms your request by e-mail.',
    appointmentTitle: 'Appointment',
    ownerTitle: 'Owner',
    dogTitle: 'Your dog',
    submit: 'Request Appointment',
    priceLine: (price: string) => `${price} · you pay at the centre`,
  },

  page: {
    title: 'Schedule a Vaccination',
    lead: 'A vet gives the vaccine and checks your dog. Pick the vaccine, a centre near you and a time that suits you; you pay at the centre.',
    backToVaccinations: 'Back to Vaccinations',
  },
} as const;
