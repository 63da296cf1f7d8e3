import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatBsDate, MONTH_ABBREVIATIONS } from '@kukur/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/features/auth';
import type { Booking } from '@/features/vaccination';
import { aUser, tokenExpiringIn } from '@/testing/auth-fixtures';
import { aBooking, availabilityAnswer, CENTERS, nepalDaysFromToday } from '@/testing/booking-fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi, type ApiRoutes } from '@/testing/mock-fetch';
import { currentPath, renderApp } from '@/testing/render-app';

const email = encodeURIComponent('sita@example.com');
const ORDERS = `GET /api/users/${email}/orders`;
const BOOKINGS = `GET /api/users/${email}/vaccinations`;

const id = (suffix: string) => `3f9b6a2e-4c1d-4e8f-9a7b-00000000${suffix}`;
const scheduled = aBooking({
  id: id('000a'),
  reference: '0000000A',
  appointmentDate: nepalDaysFromToday(20),
});
const confirmed = aBooking({
  id: id('000b'),
  reference: '0000000B',
  status: 'confirmed',
  appointmentDate: nepalDaysFromToday(5),
  appointmentTime: '14:00',
  dog: { name: 'Kali', breed: 'Nepali Street Dog', behaviour: 'Playful' },
});
const completed = aBooking({
  id: id('000c'),
  reference: '0000000C',
  status: 'completed',
  appointmentDate: nepalDaysFromToday(-30),
});
const cancelled = aBooking({
  id: id('000d'),
  reference: '0000000D',
  status: 'cancelled',
  appointmentDate: nepalDaysFromToday(3),
});
const noShow = aBooking({
  id: id('000e'),
  reference: '0000000E',
  status: 'no-show',
  appointmentDate: nepalDaysFromToday(-2),
});
const all = [completed, scheduled, cancelled, noShow, confirmed];

function openBookings(routes: ApiRoutes = {}) {
  const fetchMock = mockApi({
    [ORDERS]: () => jsonResponse([]),
    [BOOKINGS]: () => jsonResponse(all),
    'GET /api/vaccination-centers': () => jsonResponse(CENTERS),
    'GET /api/vaccinations/availability': (request) => jsonResponse(availabilityAnswer(request)),
    ...routes,
  });
  const app = renderApp('/profile');
  return { fetchMock, ...app };
}

async function showBookingsTab() {
  await userEvent.click(await screen.findByRole('tab', { name: 'Vaccination Bookings' }));
}

// The tab's content is a lazy chunk, slow to load the first time in a test run.
const card = (reference: string) => screen.findByRole('article', { name: `Booking #${reference}` });
const references = (listName: string) =>
  within(screen.getByRole('list', { name: listName }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('/profile: vaccination bookings', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStore.logOut();
    sessionStore.logIn(aUser(), tokenExpiringIn(600));
  });

  it('shows upcoming appointments first, soonest first, then past and cancelled ones', async () => {
    openBookings();
    await showBookingsTab();
    await card('0000000A');
    expect(references('Your upcoming appointments')).toEqual(['Booking #0000000B', 'Booking #0000000A']);
    expect(references('Your past and cancelled appointments')).toEqual([
      'Booking #0000000D',
      'Booking #0000000E',
      'Booking #0000000C',
    ]);
  });

  it('shows date, time, status, dog, vaccine, centre and reference of each booking', async () => {
    openBookings();
    await showBookingsTab();
    const article = await card('0000000B');
    const [year, month, day] = confirmed.appointmentDate.split('-').map(Number) as [number, number, number];
    const adDate = `${day} ${MONTH_ABBREVIATIONS[month - 1]} ${year}`;
    expect(
      within(article).getByText(`${adDate} (${formatBsDate(confirmed.appointmentDate)})`),
    ).toBeInTheDocument();
    expect(article).toHaveTextContent('14:00 (Nepal time)');
    expect(within(article).getByText('Confirmed')).toHaveAttribute('data-color', 'green');
    expect(article).toHaveTextContent('Kali');
    expect(article).toHaveTextContent('Anti-Rabies Vaccination');
    expect(article).toHaveTextContent('Main Center');
    expect(within(await card('0000000E')).getByText('No-show')).toHaveAttribute('data-color', 'grey');
    expect(within(await card('0000000C')).getByText('Completed')).toHaveAttribute('data-color', 'blue');
    expect(within(await card('0000000D')).getByText('Cancelled')).toHaveAttribute('data-color', 'red');
  });

  it('offers Reschedule and Cancel for scheduled, Cancel for confirmed, and View for every booking', async () => {
    openBookings();
    await showBookingsTab();
    const actionsOf = async (reference: string) =>
      [...(await card(reference)).querySelectorAll('a, button')].map((control) =>
        control.getAttribute('aria-label'),
      );
    expect(await actionsOf('0000000A')).toEqual([
      'View booking #0000000A',
      'Reschedule appointment #0000000A',
      'Cancel appointment #0000000A',
    ]);
    expect(await actionsOf('0000000B')).toEqual(['View booking #0000000B', 'Cancel appointment #0000000B']);
    for (const reference of ['0000000C', '0000000D', '0000000E']) {
      expect(await actionsOf(reference)).toEqual([`View booking #${reference}`]);
    }
    expect(screen.getByRole('link', { name: 'View booking #0000000A' })).toHaveAttribute(
      'href',
      `/MyBookings?id=${scheduled.id}`,
    );
  });

  it('Reschedule opens the statement with the reschedule dialog', async () => {
    const { router } = openBookings({
      [`GET /api/vaccinations/${scheduled.id}`]: () => jsonResponse(scheduled),
    });
    await showBookingsTab();
    await userEvent.click(
      within(await card('0000000A')).getByRole('button', { name: 'Reschedule appointment #0000000A' }),
    );
    await waitFor(() => expect(currentPath(router)).toBe('/MyBookings'));
    expect(router.state.location.state).toEqual({ bookingId: scheduled.id, openReschedule: true });
    expect(await screen.findByRole('dialog', { name: 'Reschedule Appointment' })).toBeInTheDocument();
  });

  it('cancels after confirmation and shows the booking as the server answers', async () => {
    let current: Booking = scheduled;
    const { fetchMock } = openBookings({
      [BOOKINGS]: () => jsonResponse(all.map((booking) => (booking.id === current.id ? current : booking))),
      [`PATCH /api/vaccinations/${scheduled.id}/cancel`]: () => {
        current = { ...scheduled, status: 'cancelled' };
        return jsonResponse(current);
      },
    });
    await showBookingsTab();
    await userEvent.click(
      within(await card('0000000A')).getByRole('button', { name: 'Cancel appointment #0000000A' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to cancel this appointment? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));

    expect(await screen.findByText('Appointment Cancelled')).toBeInTheDocument();
    expect(callsTo(fetchMock, `PATCH /api/vaccinations/${scheduled.id}/cancel`)).toHaveLength(1);
    await waitFor(async () =>
      expect(within(await card('0000000A')).getByText('Cancelled')).toHaveAttribute('data-color', 'red'),
    );
    expect(references('Your upcoming appointments')).toEqual(['Booking #0000000B']);
    expect(
      within(await card('0000000A')).queryByRole('button', { name: /Cancel appointment/ }),
    ).not.toBeInTheDocument();
  });

  it('says Cancellation Failed with the server message', async () => {
    openBookings({
      [`PATCH /api/vaccinations/${confirmed.id}/cancel`]: () =>
        errorResponse(409, 'Only scheduled or confirmed appointments can be cancelled.'),
    });
    await showBookingsTab();
    await userEvent.click(
      within(await card('0000000B')).getByRole('button', { name: 'Cancel appointment #0000000B' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(await screen.findByText('Cancellation Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Only scheduled or confirmed appointments can be cancelled.'),
    ).toBeInTheDocument();
  });

  it('invites a customer without bookings to book one', async () => {
    openBookings({ [BOOKINGS]: () => jsonResponse([]) });
    await showBookingsTab();
    const panel = await screen.findByRole('tabpanel', { name: 'Vaccination Bookings' });
    expect(await within(panel).findByText('You have no vaccination bookings yet.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Book Vaccination' })).toHaveAttribute(
      'href',
      '/vaccination',
    );
  });

  it('shows the server message when the bookings cannot be loaded, or Failed to load data', async () => {
    let answer = () => errorResponse(403, 'You can only see your own bookings.');
    const { fetchMock } = openBookings({ [BOOKINGS]: () => answer() });
    await showBookingsTab();
    expect(await screen.findByText('You can only see your own bookings.')).toBeInTheDocument();
    answer = () => new Response('down', { status: 503 });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Failed to load data')).toBeInTheDocument();
    expect(callsTo(fetchMock, BOOKINGS)).toHaveLength(2);
  });
});
