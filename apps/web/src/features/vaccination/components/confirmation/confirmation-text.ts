import { VACCINATION_MESSAGES, VISIT_INSTRUCTIONS } from '@kukur/contracts';

/**
 * Every text of /BookingConfirm. The spec's own (location errors, share fallback, 'Not specified', load
 * failures) come from VACCINATION_MESSAGES; these are the page's words around them.
 */
export const CONFIRMATION_TEXT = {
  loading: 'Loading your booking...',
  reference: (reference: string) => `Booking #${reference}`,
  status: {
    scheduled: {
      title: 'Appointment Request Sent',
      banner: VACCINATION_MESSAGES.requestSent,
    },
    confirmed: {
      title: 'Appointment Confirmed',
      banner: 'The clinic has confirmed your appointment. We look forward to seeing you and your dog.',
    },
    cancelled: {
      title: VACCINATION_MESSAGES.cancelledTitle,
      banner: 'This appointment has been cancelled. You can book a new one from the vaccination page.',
    },
    completed: {
      title: 'Vaccination Completed',
      banner: 'This vaccination has been given. Thank you for keeping your dog protected.',
    },
    'no-show': {
      title: 'Appointment Missed',
      banner: 'This appointment was missed. You can book a new one from the vaccination page.',
    },
  },
  notFound: {
    title: VACCINATION_MESSAGES.noBookingFound,
    lead: 'We could not find this booking in your account. Check the link, or find it in your profile.',
  },
  loadFailed: {
    title: VACCINATION_MESSAGES.loadFailed,
    lead: 'Please check your connection and try again.',
  },
  details: {
    appointment: 'Appointment',
    date: 'Date',
    time: 'Time',
    pet: 'Pet Name',
    owner: 'Owner',
    ownerName: 'Name',
    phone: 'Phone',
    city: 'City',
    dog: 'Dog',
    dogName: 'Name',
    breed: 'Breed',
    behaviour: 'Behaviour',
    centre: 'Vaccination Centre',
    centreName: 'Centre',
    address: 'Address',
    hours: 'Opening Hours',
    centrePhone: 'Phone',
    vaccines: 'Vaccines',
    vaccinesListLabel: 'Booked vaccines',
    dose: (dose: number) => `Dose ${dose}`,
    total: 'Total to pay at the centre',
    payAtCentre: 'You pay at the centre; nothing was charged online.',
  },
  location: {
    title: 'Getting There',
    locating: 'Finding your location...',
    mapLabel: (centre: string) => `Map of ${centre}`,
    mapLoading: 'Loading the map...',
    centreMarker: (centre: string) => `${centre} (vaccination centre)`,
    userMarker: 'Your location',
    mapUnavailable: 'The map could not be loaded. Use Open in Maps for directions.',
    tilesUnavailable: 'The map background could not be loaded; the pins are still in the right places.',
    distanceLabel: 'Distance to the centre',
    distance: 'Distance',
    distanceHint: 'in a straight line',
    walkingTime: 'Walking time',
    walkingHint: 'at 5 km/h',
    failed: VACCINATION_MESSAGES.locationFailed,
    unsupported: VACCINATION_MESSAGES.geolocationUnsupported,
    retry: 'Try Getting Location Again',
  },
  actions: {
    label: 'Appointment actions',
    openInMaps: 'Open in Maps',
    newTab: '(opens in a new tab)',
    share: 'Share Appointment',
    myBookings: 'My Bookings',
    home: 'Back to Home',
    tryAgain: 'Try Again',
  },
  share: {
    unsupported: VACCINATION_MESSAGES.shareUnsupported,
    linkLabel: 'Link to this booking',
    copy: 'Copy Link',
    copied: 'Link copied',
    copyFailed: 'Could not copy the link. Please select it and copy it yourself.',
  },
  contact: {
    title: 'Contact Code',
    lead: 'Quote this code when you call or visit the centre.',
    qrLabel: 'QR code with the link to this booking',
    qrHint: 'Scan to open this booking on another phone.',
  },
  instructions: {
    title: 'Before Your Visit',
    items: VISIT_INSTRUCTIONS,
  },
} as const;
