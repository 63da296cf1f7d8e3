import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MONTH_ABBREVIATIONS } from '@kukur/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth';
import type { Booking } from '@/features/vaccination';
import { anAuthSession, aUser, tokenExpiringIn } from '@/testing/auth-fixtures';
import {
  aBooking,
  availabilityAnswer,
  CENTERS,
  MAIN_CENTER,
  movedTo,
  nepalDaysFromToday,
} from '@/testing/booking-fixtures';
import { fillIn } from '@/testing/fill-in';
import { noGoogle } from '@/testing/google';
import { callsTo, errorResponse, jsonResponse, mockApi, type ApiRoutes } from '@/testing/mock-fetch';
import { currentPath, renderApp } from '@/testing/render-app';

const booking = aBooking({ id: '3f9b6a2e-4c1d-4e8f-9a7b-1c2d3e4f5a6b', reference: '3E4F5A6B' });
const DETAIL = `GET /api/vaccinations/${booking.id}`;
const CANCEL = `PATCH /api/vaccinations/${booking.id}/cancel`;
const RESCHEDULE = `PATCH /api/vaccinations/${booking.id}/reschedule`;

/** The API with `current` as the stored booking; cancel and reschedule change it as the server would. */
function bookingApi(initial: Booking = booking, routes: ApiRoutes = {}) {
  let current = initial;
  return mockApi({
    [`GET /api/vaccinations/${initial.id}`]: () => jsonResponse(current),
    [`PATCH /api/vaccinations/${initial.id}/cancel`]: () => {
      current = { ...current, status: 'cancelled' };
      return jsonResponse(current);
    },
    [`PATCH /api/vaccinations/${initial.id}/reschedule`]: async (request) => {
      const body = (await request.clone().json()) as { appointmentDate: string; appointmentTime: string };
      current = movedTo(current, body.appointmentDate, body.appointmentTime);
      return jsonResponse(current);
    },
    'GET /api/vaccination-centers': () => jsonResponse(CENTERS),
    'GET /api/vaccinations/availability': (request) => jsonResponse(availabilityAnswer(request)),
    ...routes,
  });
}

// The first visit loads the route's chunk, which takes a while in a cold test run.
const statement = () => screen.findByRole('article', { name: 'Booking Statement' });
const section = (name: string) => screen.getByRole('region', { name });
const fact = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** Opens the date picker of the reschedule dialog and picks `date` (YYYY-MM-DD), paging months as needed. */
async function pickDate(dialog: HTMLElement, date: string) {
  await userEvent.click(within(dialog).getByLabelText('Appointment date'));
  for (let page = 0; page < 3; page += 1) {
    const cell = document.querySelector<HTMLElement>(`td.ant-picker-cell-in-view[title="${date}"]`);
    if (cell) {
      await userEvent.click(cell);
      return;
    }
    await userEvent.click(document.querySelector<HTMLElement>('.ant-picker-header-next-btn')!);
  }
  throw new Error(`No calendar cell for ${date}`);
}

describe('/MyBookings', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStore.logOut();
    sessionStore.logIn(aUser(), tokenExpiringIn(600));
  });

  afterEach(() => vi.restoreAllMocks());

  it('shows the booking from ?id= as a statement with every detail', async () => {
    bookingApi();
    renderApp(`/MyBookings?id=${booking.id}`);
    const article = await statement();
    expect(within(article).getByRole('heading', { level: 1, name: 'Booking Statement' })).toBeInTheDocument();
    expect(article).toHaveTextContent('Reference #3E4F5A6B');
    expect(within(article).getByText('Scheduled')).toHaveAttribute('data-color', 'yellow');

    const appointment = section('Appointment');
    const [year, month, day] = booking.appointmentDate.split('-').map(Number) as [number, number, number];
    expect(fact(appointment, 'Date')).toMatch(
      new RegExp(`^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), ${day} ${MONTH_ABBREVIATIONS[month - 1]} ${year}$`),
    );
    expect(fact(appointment, 'Time')).toBe('10:00 (Nepal time)');
    expect(appointment).toHaveTextContent('VX4821');

    const owner = section('Pet owner');
    expect(fact(owner, 'Name')).toBe('Sita Sharma');
    expect(fact(owner, 'Phone')).toBe('9841234567');
    expect(fact(owner, 'City')).toBe('Lalitpur');
    expect(fact(owner, 'E-mail')).toBe('sita@example.com');

    const center = section('Vaccination centre');
    expect(fact(center, 'Name')).toBe('Main Center');
    expect(fact(center, 'Address')).toBe('Shantinagar Marg, New Baneshwor, Kathmandu');
    expect(fact(center, 'Opening hours')).toBe('9:00 AM - 5:00 PM');
    expect(fact(center, 'Phone')).toBe('01-4781234');

    const pet = section('Pet and vaccines');
    expect(fact(pet, 'Dog name')).toBe('Bhote');
    expect(fact(pet, 'Breed')).toBe('Tibetan Mastiff');
    expect(fact(pet, 'Behaviour')).toBe('Friendly');
    const rabies = within(pet).getByRole('row', { name: /Anti-Rabies Vaccination/ });
    expect(rabies).toHaveTextContent('Rs 1,000.00');
    expect(within(pet).getByRole('row', { name: /Total to pay at the centre/ })).toHaveTextContent(
      'Rs 1,000.00',
    );

    expect(section('Special instructions')).toHaveTextContent('Bhote gets nervous around big dogs');
    const instructions = within(section('Before and after your visit')).getAllByRole('listitem');
    expect(instructions.map((item) => item.textContent)).toEqual([
      'Arrive 15 minutes before your appointment.',
      'Bring the confirmation e-mail (printed or on your phone).',
      'Wear a mask at the centre.',
      'If you or your dog are unwell, cancel the appointment and book another day.',
      'Your dog is monitored for 15-30 minutes after the vaccination.',
    ]);
  });

  it('prints the statement and goes back', async () => {
    bookingApi();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { router } = renderApp(`/MyBookings?id=${booking.id}`);
    await statement();
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentPath(router)).toBe('/profile'));
  });

  it('takes the booking id from navigation state', async () => {
    const fetchMock = bookingApi();
    renderApp('/MyBookings', { bookingId: booking.id });
    expect(await statement()).toHaveTextContent('Reference #3E4F5A6B');
    expect(callsTo(fetchMock, DETAIL)).toHaveLength(1);
  });

  it('asks for a booking when none is named, with Back to Profile', async () => {
    const fetchMock = bookingApi();
    renderApp('/MyBookings');
    expect(
      await screen.findByRole('heading', {
        name: 'No booking ID provided. Please select a booking from your profile.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says No Booking Found for an unknown booking', async () => {
    bookingApi(booking, {
      [DETAIL]: () => errorResponse(404, 'Booking not found', 'VACCINATION.BOOKING_NOT_FOUND'),
    });
    renderApp(`/MyBookings?id=${booking.id}`);
    expect(await screen.findByRole('heading', { name: 'No Booking Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile');
  });

  it('says Failed to load booking details when loading fails, and Try Again asks again', async () => {
    const fetchMock = bookingApi(booking, { [DETAIL]: () => new Response('down', { status: 503 }) });
    renderApp(`/MyBookings?id=${booking.id}`);
    expect(
      await screen.findByRole('heading', { name: 'Failed to load booking details' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Profile' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(callsTo(fetchMock, DETAIL)).toHaveLength(2));
  });

  it('sends a visitor to /login with the message, and back to the booking after logging in', async () => {
    sessionStore.logOut();
    const fetchMock = bookingApi(booking, {
      ...noGoogle,
      'POST /api/user/login': () => jsonResponse(anAuthSession(aUser())),
    });
    const { router } = renderApp('/MyBookings', { bookingId: booking.id });
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(await screen.findByText('Please log in to view your bookings')).toBeInTheDocument();
    expect(callsTo(fetchMock, DETAIL)).toHaveLength(0);

    await fillIn(await screen.findByLabelText('Email'), 'sita@example.com');
    await fillIn(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/MyBookings?id=${booking.id}`));
    expect(await statement()).toHaveTextContent('Reference #3E4F5A6B');
  });

  it('sends a customer whose session the server refuses to /login: Your session has expired', async () => {
    bookingApi(booking, {
      ...noGoogle,
      [DETAIL]: () => errorResponse(401, 'Unauthorized', 'AUTH.UNAUTHORIZED'),
    });
    const { router } = renderApp(`/MyBookings?id=${booking.id}`);
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    expect(sessionStore.getState().user).toBeNull();
  });

  describe('reschedule', () => {
    it('opens by itself when asked, refuses missing fields, then moves the appointment', async () => {
      const fetchMock = bookingApi();
      const newDate = nepalDaysFromToday(12);
      renderApp('/MyBookings', { bookingId: booking.id, openReschedule: true });
      const dialog = await screen.findByRole('dialog', { name: 'Reschedule Appointment' });

      await userEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
      expect(await within(dialog).findByText('Please fill in all fields')).toBeInTheDocument();
      expect(callsTo(fetchMock, RESCHEDULE)).toHaveLength(0);

      await waitFor(() => expect(within(dialog).getByLabelText('Appointment date')).toBeEnabled());
      await pickDate(dialog, newDate);
      await userEvent.click(within(dialog).getByRole('radio', { name: '14:00' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));

      expect(await screen.findByText('Appointment Rescheduled')).toBeInTheDocument();
      const [request] = callsTo(fetchMock, RESCHEDULE);
      expect(await request!.json()).toEqual({
        appointmentDate: newDate,
        appointmentTime: '14:00',
        vaccinationCenter: MAIN_CENTER.id,
      });
      const appointment = section('Appointment');
      await waitFor(() => expect(fact(appointment, 'Time')).toBe('14:00 (Nepal time)'));
      const [year, month, day] = newDate.split('-').map(Number) as [number, number, number];
      expect(fact(appointment, 'Date')).toContain(`, ${day} ${MONTH_ABBREVIATIONS[month - 1]} ${year}`);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('opens from the Reschedule button and shows the server refusal in the dialog', async () => {
      bookingApi(booking, {
        [RESCHEDULE]: () =>
          errorResponse(409, 'This time slot is already booked. Please select another time.'),
      });
      renderApp(`/MyBookings?id=${booking.id}`);
      await statement();
      await userEvent.click(screen.getByRole('button', { name: 'Reschedule' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reschedule Appointment' });
      await waitFor(() => expect(within(dialog).getByLabelText('Appointment date')).toBeEnabled());
      await pickDate(dialog, nepalDaysFromToday(11));
      await userEvent.click(within(dialog).getByRole('radio', { name: '09:00' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
      expect(
        await within(dialog).findByText('This time slot is already booked. Please select another time.'),
      ).toBeInTheDocument();
    });

    it('says Connection Error and Network error. Please try again. without an answer', async () => {
      bookingApi(booking, { [RESCHEDULE]: () => Promise.reject(new TypeError('Failed to fetch')) });
      renderApp('/MyBookings', { bookingId: booking.id, openReschedule: true });
      const dialog = await screen.findByRole('dialog', { name: 'Reschedule Appointment' });
      await waitFor(() => expect(within(dialog).getByLabelText('Appointment date')).toBeEnabled());
      await pickDate(dialog, nepalDaysFromToday(11));
      await userEvent.click(within(dialog).getByRole('radio', { name: '09:00' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
      expect(await screen.findByText('Connection Error')).toBeInTheDocument();
      expect(screen.getAllByText('Network error. Please try again.').length).toBeGreaterThan(0);
    });

    it('is not offered for a confirmed booking, and a request to open it says Cannot Reschedule', async () => {
      bookingApi(aBooking({ ...booking, status: 'confirmed' }));
      renderApp('/MyBookings', { bookingId: booking.id, openReschedule: true });
      const article = await statement();
      expect(within(article).getByText('Confirmed')).toHaveAttribute('data-color', 'green');
      expect(await screen.findByText('Cannot Reschedule')).toBeInTheDocument();
      expect(screen.getByText('Only scheduled appointments can be rescheduled')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cancel Booking' })).toBeInTheDocument();
    });
  });

  describe('cancel', () => {
    it('asks first, then cancels: Appointment Cancelled, and the statement shows Cancelled', async () => {
      const fetchMock = bookingApi();
      renderApp(`/MyBookings?id=${booking.id}`);
      const article = await statement();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel Booking' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
      expect(dialog).toHaveTextContent(
        'Are you sure you want to cancel this appointment? This action cannot be undone.',
      );
      expect(callsTo(fetchMock, CANCEL)).toHaveLength(0);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));

      expect(await screen.findByText('Appointment Cancelled')).toBeInTheDocument();
      expect(
        screen.getByText('Your vaccination appointment has been successfully cancelled.'),
      ).toBeInTheDocument();
      expect(callsTo(fetchMock, CANCEL)).toHaveLength(1);
      await waitFor(() =>
        expect(within(article).getByText('Cancelled')).toHaveAttribute('data-color', 'red'),
      );
      expect(screen.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    });

    it('keeps the appointment when the customer thinks again', async () => {
      const fetchMock = bookingApi();
      renderApp(`/MyBookings?id=${booking.id}`);
      await statement();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel Booking' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Appointment' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsTo(fetchMock, CANCEL)).toHaveLength(0);
    });

    it('says Cancellation Failed with the server message, or Failed to cancel appointment', async () => {
      let answer = () =>
        errorResponse(409, 'This appointment time has passed; it can no longer be cancelled online.');
      bookingApi(booking, { [CANCEL]: () => answer() });
      renderApp(`/MyBookings?id=${booking.id}`);
      await statement();
      const cancelOnce = async () => {
        await userEvent.click(screen.getByRole('button', { name: 'Cancel Booking' }));
        const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
        await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
      };
      await cancelOnce();
      expect(await screen.findByText('Cancellation Failed')).toBeInTheDocument();
      expect(
        screen.getByText('This appointment time has passed; it can no longer be cancelled online.'),
      ).toBeInTheDocument();

      answer = () => new Response('oops', { status: 500 });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await cancelOnce();
      expect(await screen.findByText('Failed to cancel appointment')).toBeInTheDocument();
    });

    it('is not offered once the appointment has started', async () => {
      bookingApi(
        aBooking({
          ...booking,
          status: 'confirmed',
          appointmentDate: nepalDaysFromToday(-1),
          startsAt: new Date(Date.now() - 86_400_000).toISOString(),
        }),
      );
      renderApp(`/MyBookings?id=${booking.id}`);
      await statement();
      expect(screen.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    });
  });
});
