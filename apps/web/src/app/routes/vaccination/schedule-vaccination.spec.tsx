import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/features/auth';
import { aUser, tokenExpiringIn } from '@/testing/auth-fixtures';
import { expectAlert } from '@/testing/alerts';
import { fillIn } from '@/testing/fill-in';
import { pickerToday, pickTodayAt } from '@/testing/appointment-picker';
import {
  aBookingCreated,
  availabilityAnswer,
  CENTERS,
  KENNEL_COUGH,
  MAIN_CENTER,
  RABIES,
} from '@/testing/booking-fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-fetch';
import { currentPath, renderApp } from '@/testing/render-app';

/** Pages are lazy chunks: the address changes once the next one has loaded, which can take a while. */

const soldOut = { ...KENNEL_COUGH, stock: 0 };
const booked = aBookingCreated();
const BOOK = 'POST /api/vaccinations';

function openSchedule(path = '/ScheduleVaccination') {
  const fetchMock = mockApi({
    'GET /api/products': () => jsonResponse([RABIES, soldOut]),
    'GET /api/vaccination-centers': () => jsonResponse(CENTERS),
    'GET /api/vaccinations/availability': (request) => jsonResponse(availabilityAnswer(request)),
    [BOOK]: () => jsonResponse(booked, 201),
  });
  return { fetchMock, ...renderApp(path) };
}

/** The page is a lazy chunk: its first load in a run can take a while. */
const scheduleDialog = () => screen.findByRole('dialog', { name: 'Schedule Vaccination' });

describe('/ScheduleVaccination and /book-vaccination', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStore.logOut();
  });

  it('asks a visitor to log in first, and brings them back afterwards', async () => {
    const { router } = openSchedule('/book-vaccination');
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to schedule a vaccination appointment.')).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(router.state.location.state).toEqual({
      from: { pathname: '/book-vaccination', search: '', hash: '' },
    });
  });

  it('opens the dialog for a customer on a page of its own, prefilled from the profile', async () => {
    sessionStore.logIn(
      aUser({ phoneNumber: '9841234567', city: 'Lalitpur', colony: null }),
      tokenExpiringIn(600),
    );
    openSchedule();
    const dialog = await scheduleDialog();
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule a Vaccination' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Patient Name')).toHaveValue('Sita Sharma');
    expect(within(dialog).getByLabelText('Phone Number')).toHaveValue('9841234567');
    expect(within(dialog).getByLabelText('City')).toHaveValue('Lalitpur');
    expect(within(dialog).getByLabelText('Address')).toHaveValue('');
  });

  it('names every required field left empty', async () => {
    sessionStore.logIn(aUser({ phoneNumber: '9841234567', city: 'Lalitpur' }), tokenExpiringIn(600));
    const { fetchMock } = openSchedule();
    const dialog = await scheduleDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: /Request Appointment/ }));
    await expectAlert(
      'Please fill out the following fields: Vaccine, Appointment Date, Appointment Time, Address, Dog Name, Dog Breed, Dog Behaviour',
    );
    expect(callsTo(fetchMock, BOOK)).toHaveLength(0);
  });

  it('books the chosen vaccine and goes on to the confirmation', async () => {
    sessionStore.logIn(
      aUser({ phoneNumber: '9841234567', city: 'Lalitpur', colony: 'Jhamsikhel' }),
      tokenExpiringIn(600),
    );
    const { fetchMock, router } = openSchedule();
    const dialog = await scheduleDialog();

    await userEvent.click(within(dialog).getByLabelText('Vaccine'));
    expect(await screen.findByTitle(`${soldOut.name} (not available right now)`)).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(await screen.findByTitle('Anti-Rabies Vaccination · Rs 1,000.00'));
    expect(within(dialog).getByText('Rs 1,000.00 · you pay at the centre')).toBeInTheDocument();
    await pickTodayAt(dialog, '14:00');
    await fillIn(within(dialog).getByLabelText('Dog Name'), 'Bhote');
    await fillIn(within(dialog).getByLabelText('Dog Breed'), 'Tibetan Mastiff');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Playful' }));
    await fillIn(within(dialog).getByLabelText('Special Instructions (optional)'), 'Nervous around big dogs');
    await userEvent.click(within(dialog).getByRole('button', { name: /Request Appointment/ }));

    await waitFor(() => expect(currentPath(router)).toBe(`/BookingConfirm/${booked.id}`));
    expect(router.state.location.state).toEqual({ booking: booked });
    expect(await screen.findByText('Booking Successful')).toBeInTheDocument();
    expect(await callsTo(fetchMock, BOOK)[0].json()).toEqual({
      patient: {
        name: 'Sita Sharma',
        phoneNumber: '9841234567',
        city: 'Lalitpur',
        address: 'Jhamsikhel',
        specialInstructions: 'Nervous around big dogs',
      },
      dog: { name: 'Bhote', breed: 'Tibetan Mastiff', behaviour: 'Playful' },
      vaccines: [{ productId: RABIES.id }],
      userEmail: 'sita@example.com',
      appointmentDate: pickerToday(),
      appointmentTime: '14:00',
      vaccinationCenter: MAIN_CENTER.id,
    });
  });

  it('goes back to the vaccines when the dialog is closed', async () => {
    sessionStore.logIn(aUser(), tokenExpiringIn(600));
    const { router } = openSchedule();
    const dialog = await scheduleDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentPath(router)).toBe('/vaccination'));
  });
});
