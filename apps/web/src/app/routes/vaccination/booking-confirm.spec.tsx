import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth';
import type { CentreMapProps } from '@/features/vaccination/components/confirmation/centre-map';
import { LAST_BOOKING_STORAGE_KEY } from '@/features/vaccination/components/confirmation/confirmation-state';
import { aUser, tokenExpiringIn } from '@/testing/auth-fixtures';
import { aBooking } from '@/testing/booking-fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-fetch';
import { currentPath, renderApp } from '@/testing/render-app';

// jsdom draws no Leaflet map worth looking at; centre-map.spec.tsx tests the real one.
vi.mock('@/features/vaccination/components/confirmation/centre-map', () => ({
  CentreMap: ({ centreName, user }: CentreMapProps) => (
    <p>{`Map: ${centreName}${user ? ' and your location' : ''}`}</p>
  ),
}));

const booking = aBooking({
  id: '3f9b6a2e-4c1d-4e8f-9a7b-1c2d3e4f5a6b',
  appointmentDate: '2026-12-01',
  appointmentTime: '10:00',
});
const GET_BOOKING = `GET /api/vaccinations/${booking.id}`;

const pageTitle = (name: string) => screen.findByRole('heading', { level: 1, name });
const section = (name: string) => screen.getByRole('region', { name });
const valueOf = (region: HTMLElement, term: string) =>
  within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/BookingConfirm', () => {
  // The routes are lazy: load them once up front, so no test spends its waiting time compiling them.
  beforeAll(async () => {
    await Promise.all([import('./booking-confirm'), import('../home'), import('../auth/login')]);
  }, 30_000);

  beforeEach(() => {
    window.sessionStorage.clear();
    sessionStore.logOut();
    sessionStore.logIn(aUser(), tokenExpiringIn(600));
  });

  it('loads the booking by its id after a reload (no navigation state) and shows every field', async () => {
    const fetchMock = mockApi({ [GET_BOOKING]: () => jsonResponse(booking) });
    renderApp(`/BookingConfirm/${booking.id}`);

    expect(await pageTitle('Appointment Request Sent')).toBeInTheDocument();
    expect(callsTo(fetchMock, GET_BOOKING)).toHaveLength(1);
    expect(screen.getByText('Booking #3E4F5A6B')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your appointment request has been sent to the clinic. You will get a confirmation e-mail once it is approved.',
      ),
    ).toBeInTheDocument();

    const appointment = section('Appointment');
    expect(valueOf(appointment, 'Date')).toBe('Tue, 1 Dec 2026');
    expect(valueOf(appointment, 'Time')).toBe('10:00 (Nepal time)');
    expect(valueOf(appointment, 'Pet Name')).toBe('Bhote');
    const owner = section('Owner');
    expect(valueOf(owner, 'Name')).toBe('Sita Sharma');
    expect(valueOf(owner, 'Phone')).toBe('9841234567');
    expect(valueOf(owner, 'City')).toBe('Lalitpur');
    const dog = section('Dog');
    expect(valueOf(dog, 'Breed')).toBe('Tibetan Mastiff');
    expect(valueOf(dog, 'Behaviour')).toBe('Friendly');
    const centre = section('Vaccination Centre');
    expect(valueOf(centre, 'Centre')).toBe('Main Center');
    expect(valueOf(centre, 'Address')).toBe('Shantinagar Marg, New Baneshwor, Kathmandu');
    expect(valueOf(centre, 'Opening Hours')).toBe('9:00 AM - 5:00 PM');
    expect(within(centre).getByRole('link', { name: '01-4781234' })).toHaveAttribute('href', 'tel:014781234');
    const vaccines = section('Vaccines');
    expect(within(vaccines).getByRole('listitem')).toHaveTextContent(
      'Anti-Rabies VaccinationDose 1 · Rs 1,000.00',
    );
    expect(vaccines).toHaveTextContent('Total to pay at the centreRs 1,000.00');

    const contact = section('Contact Code');
    expect(within(contact).getByText('VX4821')).toBeInTheDocument();
    expect(
      within(contact).getByRole('img', { name: 'QR code with the link to this booking' }),
    ).toBeInTheDocument();
    expect(section('Before Your Visit')).toHaveTextContent('Arrive 15 minutes before your appointment.');
    expect(section('Before Your Visit')).toHaveTextContent('monitored for 15-30 minutes');
    expect(await screen.findByText('Map: Main Center')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /My Bookings/ })).toHaveAttribute(
      'href',
      `/MyBookings?id=${booking.id}`,
    );
  });

  it("shows the wizard's booking at once (navigation state), without waiting for the server", async () => {
    // The server never answers: whatever shows came from the navigation state.
    mockApi({ [GET_BOOKING]: () => new Promise<Response>(() => undefined) });
    renderApp('/BookingConfirm', { booking });

    expect(await pageTitle('Appointment Request Sent')).toBeInTheDocument();
    expect(valueOf(section('Appointment'), 'Pet Name')).toBe('Bhote');
    expect(screen.getByText('VX4821')).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem(LAST_BOOKING_STORAGE_KEY) ?? 'null')).toEqual({
      id: booking.id,
    });
  });

  it('opened again without an id or state, shows the booking stored for this tab', async () => {
    window.sessionStorage.setItem(LAST_BOOKING_STORAGE_KEY, JSON.stringify({ id: booking.id }));
    const fetchMock = mockApi({ [GET_BOOKING]: () => jsonResponse({ ...booking, status: 'confirmed' }) });
    renderApp('/BookingConfirm');

    expect(await pageTitle('Appointment Confirmed')).toBeInTheDocument();
    expect(callsTo(fetchMock, GET_BOOKING)).toHaveLength(1);
  });

  it('goes home when there is no booking to show', async () => {
    mockApi({});
    const { router } = renderApp('/BookingConfirm');
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  it("shows 'Not specified' for missing values", async () => {
    const sparse = {
      ...booking,
      patient: { ...booking.patient, phoneNumber: '', city: ' ' },
      dog: { ...booking.dog, breed: '' },
      center: { ...booking.center, openingHours: '', phone: '' },
      appointmentTime: '',
    };
    mockApi({ [GET_BOOKING]: () => jsonResponse(sparse) });
    renderApp(`/BookingConfirm/${booking.id}`);

    await screen.findByRole('heading', { level: 1 });
    expect(valueOf(section('Appointment'), 'Time')).toBe('Not specified');
    expect(valueOf(section('Owner'), 'Phone')).toBe('Not specified');
    expect(valueOf(section('Owner'), 'City')).toBe('Not specified');
    expect(valueOf(section('Dog'), 'Breed')).toBe('Not specified');
    expect(valueOf(section('Vaccination Centre'), 'Opening Hours')).toBe('Not specified');
    expect(valueOf(section('Vaccination Centre'), 'Phone')).toBe('Not specified');
  });

  it('says plainly that a cancelled appointment is cancelled, without directions or sharing', async () => {
    mockApi({ [GET_BOOKING]: () => jsonResponse({ ...booking, status: 'cancelled' }) });
    renderApp(`/BookingConfirm/${booking.id}`);

    expect(await pageTitle('Appointment Cancelled')).toBeInTheDocument();
    expect(screen.getByText(/This appointment has been cancelled/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Getting There' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open in Maps/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share Appointment' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
  });

  it("shows 'No Booking Found' with Back to Home for a booking that is not the viewer's", async () => {
    mockApi({
      [GET_BOOKING]: () => errorResponse(404, 'Booking not found', 'VACCINATION.BOOKING_NOT_FOUND'),
    });
    renderApp(`/BookingConfirm/${booking.id}`);

    expect(await pageTitle('No Booking Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: /Try Again/ })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load booking details' and loads again on Try Again", async () => {
    let fail = true;
    mockApi({
      [GET_BOOKING]: () => (fail ? errorResponse(500, 'Internal server error') : jsonResponse(booking)),
    });
    renderApp(`/BookingConfirm/${booking.id}`);

    expect(await pageTitle('Failed to load booking details')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Try Again/ }));
    expect(await pageTitle('Appointment Request Sent')).toBeInTheDocument();
  });

  it("sends a visitor to /login, to come back to the booking's page", async () => {
    sessionStore.logOut();
    const fetchMock = mockApi({ [GET_BOOKING]: () => jsonResponse(booking) });
    const { router } = renderApp(`/BookingConfirm/${booking.id}`);

    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(router.state.location.state).toEqual({
      from: { pathname: `/BookingConfirm/${booking.id}`, search: '', hash: '' },
    });
    expect(callsTo(fetchMock, GET_BOOKING)).toHaveLength(0);
  });
});
