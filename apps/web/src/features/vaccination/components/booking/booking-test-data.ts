import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { expect } from 'vitest';
import type { Availability, BookingCreated, VaccinationCenter } from '../../api/booking-types';

/** Today as the browser's date picker sees it (the tests' own zone). */
export const TODAY = dayjs().format('YYYY-MM-DD');

export const MAIN_CENTER: VaccinationCenter = {
  id: 'c0a80000-0000-4000-8000-000000000001',
  slug: 'main-center',
  name: 'Main Center',
  address: 'Shantinagar Marg, New Baneshwor',
  city: 'Kathmandu',
  latitude: 27.6889,
  longitude: 85.3356,
  phone: '01-4781234',
  openingHours: '9:00 AM - 5:00 PM',
  closedWeekdays: [],
  closedDates: [],
  slotCapacity: 1,
};

/**
 * GET /api/vaccinations/availability: with a centre, today open with `freeTimes`; without one (the
 * vaccine page's week), `free` places over every centre.
 */
export function availabilityAnswer(request: Request, { free = 20, freeTimes = ['13:00', '14:00'] } = {}) {
  const center = new URL(request.url).searchParams.get('center');
  const availability: Availability = {
    from: TODAY,
    to: TODAY,
    today: TODAY,
    times: ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'],
    free,
    centers: center
      ? [
          {
            centerId: MAIN_CENTER.id,
            name: MAIN_CENTER.name,
            slotCapacity: 1,
            free: freeTimes.length,
            days: [{ date: TODAY, open: true, freeTimes, free: freeTimes.length }],
          },
        ]
      : [],
  };
  return availability;
}

export function aBookingCreated(overrides: Partial<BookingCreated> = {}): BookingCreated {
  const id = '3f9b6a2e-4c1d-4e8f-9a7b-1c2d3e4f5a6b';
  return {
    _id: id,
    id,
    reference: '3E4F5A6B',
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
        price: 1000,
        nextDoseAfterDays: 365,
      },
    ],
    totalAmount: 1000,
    userEmail: 'sita@example.com',
    appointmentDate: TODAY,
    appointmentTime: '13:00',
    startsAt: `${TODAY}T07:15:00.000Z`,
    vaccinationCenter: MAIN_CENTER.name,
    center: MAIN_CENTER,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    message: 'Your appointment request has been sent to the clinic.',
    ...overrides,
  };
}

/** Picks today and `time` (as shown, '1:00 PM') in the appointment picker inside `container`. */
export async function pickTodayAt(container: HTMLElement, time: string): Promise<void> {
  const dateField = await within(container).findByLabelText('Appointment date');
  await waitFor(() => expect(dateField).toBeEnabled());
  await userEvent.click(dateField);
  // The calendar cell (the input itself may carry the same title once a date is chosen).
  const [cell] = (await screen.findAllByTitle(TODAY)).filter((element) => element.tagName === 'TD');
  await userEvent.click(cell);
  await userEvent.click(await within(container).findByRole('radio', { name: time }));
}
