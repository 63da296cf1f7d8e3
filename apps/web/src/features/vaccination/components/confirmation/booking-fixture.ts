import type { Booking, VaccinationCenter } from '../../api/booking-types';

/** Test data: the Main Center in New Baneshwor, Kathmandu. */
export function aCenter(overrides: Partial<VaccinationCenter> = {}): VaccinationCenter {
  return {
    id: '6a1f7a52-3c55-4c43-9a0e-51c1b7b0c001',
    slug: 'main-center',
    name: 'Main Center',
    address: 'Shantinagar Marg, New Baneshwor',
    city: 'Kathmandu',
    latitude: 27.6889,
    longitude: 85.3356,
    phone: '01-4781234',
    openingHours: '9:00 AM - 5:00 PM',
    closedWeekdays: [6],
    closedDates: [],
    slotCapacity: 1,
    ...overrides,
  };
}

/** Test data: Sita's scheduled anti-rabies appointment for Bhote on Tuesday, December 1, 2026 at 10:00. */
export function aBooking(overrides: Partial<Booking> = {}): Booking {
  const id = overrides.id ?? '3f9b6a2e-4c1d-4e8f-9a7b-1c2d3e4f5a6b';
  const center = overrides.center ?? aCenter();
  return {
    _id: id,
    id,
    reference: id.slice(-8).toUpperCase(),
    contactCode: 'VX4821',
    status: 'scheduled',
    patient: {
      name: 'Sita Sharma',
      phoneNumber: '9841234567',
      city: 'Lalitpur',
      address: 'Jhamsikhel',
      specialInstructions: null,
      email: 'sita@example.com',
    },
    dog: { name: 'Bhote', breed: 'Tibetan Mastiff', behaviour: 'Friendly' },
    vaccines: [
      {
        productId: 'rabies',
        name: 'Anti-Rabies Vaccination',
        doseNumber: 1,
        price: 850,
        nextDoseAfterDays: 365,
      },
    ],
    totalAmount: 850,
    userEmail: 'sita@example.com',
    appointmentDate: '2026-12-01',
    appointmentTime: '10:00',
    startsAt: '2026-12-01T04:15:00.000Z',
    vaccinationCenter: center.name,
    center,
    createdAt: '2026-11-20T10:15:00.000Z',
    updatedAt: '2026-11-20T10:15:00.000Z',
    ...overrides,
  };
}
