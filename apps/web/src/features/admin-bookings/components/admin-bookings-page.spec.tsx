import { addDays, MONTH_ABBREVIATIONS, nepalDateOf } from '@kukur/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '@/shared/api/schema';
import { aBookedDose, aBooking, RABIES } from '@/testing/booking-fixtures';
import { fillIn } from '@/testing/fill-in';
import { callsTo, errorResponse, jsonResponse, mockApi, type ApiRoutes } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { AdminBookingsPage } from './admin-bookings-page';

type Booking = components['schemas']['BookingDto'];
type Stats = components['schemas']['BookingStatsDto'];

const TODAY = nepalDateOf(new Date());
const IN_THREE_DAYS = addDays(TODAY, 3);
const YESTERDAY = addDays(TODAY, -1);

/** A booking as the admin sees it (in three days at 13:00, with its history); override the rest. */
function anAdminBooking(id: string, overrides: Partial<Booking> = {}): Booking {
  return aBooking({
    id,
    appointmentDate: IN_THREE_DAYS,
    appointmentTime: '13:00',
    history: [
      {
        by: 'customer',
        actorId: 'u1',
        from: null,
        to: 'scheduled',
        note: null,
        at: '2026-11-20T10:15:00.000Z',
      },
    ],
    ...overrides,
  });
}

const scheduled = anAdminBooking('3f9b6a2e-4c1d-4e8f-9a7b-00000000aa01', {
  vaccines: [
    aBookedDose(RABIES, { price: 850 }),
    { productId: 'dhpp', name: 'DHPP Booster', doseNumber: 1, price: 1200.5, nextDoseAfterDays: null },
  ],
});
const confirmedFuture = anAdminBooking('3f9b6a2e-4c1d-4e8f-9a7b-00000000bb02', {
  status: 'confirmed',
  patient: { ...scheduled.patient, name: 'Hari Thapa', email: 'hari@example.com', specialInstructions: null },
  userEmail: 'hari@example.com',
  dog: { name: 'Kali', breed: 'Labrador', behaviour: 'Playful' },
  history: [
    {
      by: 'customer',
      actorId: 'u2',
      from: null,
      to: 'scheduled',
      note: null,
      at: '2026-11-18T08:00:00.000Z',
    },
    {
      by: 'admin',
      actorId: 'a1',
      from: 'scheduled',
      to: 'confirmed',
      note: 'Called the owner',
      at: '2026-11-18T09:00:00.000Z',
    },
  ],
});
const confirmedPast = anAdminBooking('3f9b6a2e-4c1d-4e8f-9a7b-00000000cc03', {
  status: 'confirmed',
  appointmentDate: YESTERDAY,
  dog: { name: 'Moti', breed: 'Spitz', behaviour: 'Aggressive' },
});
const completed = anAdminBooking('3f9b6a2e-4c1d-4e8f-9a7b-00000000dd04', { status: 'completed' });
const cancelled = anAdminBooking('3f9b6a2e-4c1d-4e8f-9a7b-00000000ee05', { status: 'cancelled' });
const noShow = anAdminBooking('3f9b6a2e-4c1d-4e8f-9a7b-00000000ff06', { status: 'no-show' });
const noEmail = anAdminBooking('3f9b6a2e-4c1d-4e8f-9a7b-00000000ab07', { userEmail: '' });

const STATS: Stats = {
  total: 42,
  scheduled: 7,
  confirmed: 12,
  completed: 18,
  cancelled: 3,
  noShow: 2,
  today: 4,
};
const LIST = 'GET /api/vaccinations';
const STATS_KEY = 'GET /api/vaccinations/stats';
const EMAILS = 'GET /api/admin/emails';
const EMAIL = 'POST /api/send-vaccination-email';

function listOf(bookings: Booking[], total = bookings.length): Response {
  const response = jsonResponse(bookings);
  response.headers.set('X-Total-Count', String(total));
  return response;
}

/** A clinic with these bookings: the list answers them (whatever the query) until a test changes them. */
function clinic(bookings: Booking[], overrides: ApiRoutes = {}) {
  return mockApi({
    [LIST]: () => listOf(bookings),
    [STATS_KEY]: () => jsonResponse(STATS),
    [EMAILS]: () => jsonResponse([]),
    ...overrides,
  });
}

/** A clinic whose bookings change as the admin's PUTs succeed. */
function liveClinic(initial: Booking[], overrides: ApiRoutes = {}) {
  let bookings = initial;
  const put = (id: string) => async (request: Request) => {
    const { status, note } = (await request.clone().json()) as { status: Booking['status']; note?: string };
    const booking = bookings.find((candidate) => candidate.id === id)!;
    const updated: Booking = {
      ...booking,
      status,
      history: [
        ...(booking.history ?? []),
        {
          by: 'admin',
          actorId: 'a1',
          from: booking.status,
          to: status,
          note: note ?? null,
          at: '2026-11-21T09:00:00.000Z',
        },
      ],
    };
    bookings = bookings.map((candidate) => (candidate.id === id ? updated : candidate));
    return jsonResponse(updated);
  };
  const routes: ApiRoutes = {};
  for (const booking of initial) routes[`PUT /api/vaccinations/${booking.id}`] = put(booking.id);
  return clinic(initial, { [LIST]: () => listOf(bookings), ...routes, ...overrides });
}

function renderBookings() {
  return renderWithProviders(<AdminBookingsPage />, { route: '/admin/bookings' });
}

/** The query of each booking-list request, in order. */
function listQueries(fetchMock: ReturnType<typeof mockApi>): Record<string, string>[] {
  return callsTo(fetchMock, LIST).map((request) => Object.fromEntries(new URL(request.url).searchParams));
}

async function rowOf(reference: string): Promise<HTMLElement> {
  const code = await screen.findByText(reference, { selector: 'code' });
  const row = code.closest('tr');
  if (!row) throw new Error(`No row for ${reference}`);
  return row;
}

function statValue(label: string): string | null | undefined {
  const stats = screen.getByRole('region', { name: 'Booking statistics' });
  return within(stats).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

async function expand(reference: string): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: `Show details of booking ${reference}` }));
  return screen.findByRole('region', { name: `Details of booking ${reference}` });
}

/** The open dialog (found by its title: under test every antd component shares the id "test-id"). */
async function openDialog(title: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toHaveClass('ant-modal-title');
  return dialog;
}

async function buttonsOf(reference: string): Promise<string[]> {
  return within(await rowOf(reference))
    .getAllByRole('button')
    .map((button) => button.textContent ?? '')
    .filter(Boolean);
}

/** '2026-12-01' -> '1 Dec 2026'. */
const longDate = (date: string) =>
  `${Number(date.slice(8))} ${MONTH_ABBREVIATIONS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

describe('Admin Bookings', () => {
  it('shows the six stats cards, today’s appointments, and the first page of bookings', async () => {
    const fetchMock = clinic([scheduled, confirmedFuture, completed, cancelled, noShow]);
    renderBookings();
    expect(screen.getByRole('heading', { level: 2, name: 'Vaccination Bookings' })).toBeInTheDocument();

    const row = await rowOf('0000AA01');
    await waitFor(() => expect(statValue('Total Bookings')).toBe('42'));
    expect(statValue('Scheduled')).toBe('7');
    expect(statValue('Confirmed')).toBe('12');
    expect(statValue('Completed')).toBe('18');
    expect(statValue('Cancelled')).toBe('3');
    expect(statValue('No-show')).toBe('2');
    expect(screen.getByText(/^4 appointments today/)).toBeInTheDocument();

    expect(row).toHaveTextContent(longDate(IN_THREE_DAYS));
    expect(row).toHaveTextContent('13:00');
    expect(within(row).getByText('Sita Sharma')).toBeInTheDocument();
    expect(within(row).getByText('sita@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Bhote')).toBeInTheDocument();
    expect(within(row).getByText('Main Center')).toBeInTheDocument();
    expect(within(row).getByText('Rs 2,050.50')).toBeInTheDocument();
    expect(within(row).getByText('Scheduled')).toHaveAttribute('data-color', 'yellow');

    expect(within(await rowOf('0000BB02')).getByText('Confirmed')).toHaveAttribute('data-color', 'green');
    expect(within(await rowOf('0000DD04')).getByText('Completed')).toHaveAttribute('data-color', 'blue');
    expect(within(await rowOf('0000EE05')).getByText('Cancelled')).toHaveAttribute('data-color', 'red');
    expect(within(await rowOf('0000FF06')).getByText('No-show')).toHaveAttribute('data-color', 'grey');

    expect(listQueries(fetchMock)).toEqual([{ page: '1', pageSize: '10' }]);
  });

  it('says No bookings found when nothing matches', async () => {
    clinic([]);
    renderBookings();
    expect(await screen.findByText('No bookings found')).toBeInTheDocument();
  });

  it('searches on the server once typing pauses, and starts again at page 1', async () => {
    const fetchMock = clinic([scheduled], { [LIST]: () => listOf([scheduled], 25) });
    renderBookings();
    expect(await screen.findByText('25 bookings')).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('Next Page'));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ page: '2', pageSize: '10' }));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search bookings' }), 'VX48');
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({ search: 'VX48', page: '1', pageSize: '10' }),
    );
    // One request for the pause, none per key.
    expect(listQueries(fetchMock).filter((query) => query.search !== undefined)).toHaveLength(1);
  });

  it('filters by status: each choice asks the server; All asks for every status', async () => {
    const fetchMock = clinic([scheduled]);
    renderBookings();
    await rowOf('0000AA01');
    const filter = screen.getByRole('radiogroup', { name: 'Filter by status' });
    expect(
      within(filter)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['All', 'Scheduled', 'Confirmed', 'Completed', 'Cancelled', 'No-show']);

    await userEvent.click(within(filter).getByRole('radio', { name: 'No-show' }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({ status: 'no-show', page: '1', pageSize: '10' }),
    );
    await userEvent.click(within(filter).getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ page: '1', pageSize: '10' }));
  });

  it('Refresh asks for the list and the stats again', async () => {
    const fetchMock = clinic([scheduled]);
    renderBookings();
    await rowOf('0000AA01');
    await waitFor(() => expect(callsTo(fetchMock, STATS_KEY)).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: /Refresh/ }));
    await waitFor(() => expect(callsTo(fetchMock, LIST)).toHaveLength(2));
    await waitFor(() => expect(callsTo(fetchMock, STATS_KEY)).toHaveLength(2));
  });

  it('says Failed to load vaccination bookings. Please try again later. with Try Again, which loads them', async () => {
    let failing = true;
    clinic([scheduled], {
      [LIST]: () => (failing ? errorResponse(500, 'Database unavailable') : listOf([scheduled])),
    });
    renderBookings();
    expect(
      await screen.findByText('Failed to load vaccination bookings. Please try again later.'),
    ).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: /Try Again/ }));
    await rowOf('0000AA01');
    expect(
      screen.queryByText('Failed to load vaccination bookings. Please try again later.'),
    ).not.toBeInTheDocument();
  });

  it('expands a row: owner, dog, doses with prices and total, centre, contact code and history', async () => {
    clinic([scheduled, confirmedFuture]);
    renderBookings();
    const details = await expand('0000AA01');
    expect(screen.getByRole('button', { name: 'Hide details of booking 0000AA01' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const fact = (region: HTMLElement, label: string) =>
      within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

    const owner = within(details).getByRole('region', { name: 'Owner' });
    expect(fact(owner, 'Name')).toBe('Sita Sharma');
    expect(fact(owner, 'Phone')).toBe('9841234567');
    expect(fact(owner, 'E-mail')).toBe('sita@example.com');
    expect(fact(owner, 'City')).toBe('Lalitpur');
    expect(fact(owner, 'Address')).toBe('Jhamsikhel, near the Sanepa bridge');

    const dog = within(details).getByRole('region', { name: 'Dog' });
    expect(fact(dog, 'Name')).toBe('Bhote');
    expect(fact(dog, 'Breed')).toBe('Tibetan Mastiff');
    expect(fact(dog, 'Behaviour')).toBe('Friendly');
    expect(fact(dog, 'Special instructions')).toBe('Bhote gets nervous around big dogs');

    const vaccines = within(details).getByRole('table', { name: 'Vaccines' });
    const [, ...lines] = within(vaccines).getAllByRole('row');
    expect(lines.map((line) => [...line.children].map((cell) => cell.textContent))).toEqual([
      ['Anti-Rabies Vaccination', '1', 'After 365 days', 'Rs 850.00'],
      ['DHPP Booster', '1', 'None', 'Rs 1,200.50'],
    ]);
    expect(fact(within(details).getByRole('region', { name: 'Vaccines' }), 'Total')).toBe('Rs 2,050.50');

    const appointment = within(details).getByRole('region', { name: 'Appointment' });
    expect(fact(appointment, 'Appointment')).toBe(`${longDate(IN_THREE_DAYS)}, 13:00`);
    expect(fact(appointment, 'Center')).toBe('Main Center');
    expect(fact(appointment, 'Address')).toBe('Shantinagar Marg, New Baneshwor, Kathmandu');
    expect(fact(appointment, 'Phone')).toBe('01-4781234');
    expect(fact(appointment, 'Contact code')).toBe('VX4821');

    const history = within(details).getByRole('region', { name: 'Booking History' });
    // Nepal time: 10:15 UTC is 16:00 in Kathmandu.
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual([expect.stringMatching(/^Booked as ScheduledCustomer · 20 Nov 2026, 16:00$/)]);

    const confirmedDetails = await expand('0000BB02');
    expect(fact(within(confirmedDetails).getByRole('region', { name: 'Dog' }), 'Special instructions')).toBe(
      'None',
    );
    const entries = within(
      within(confirmedDetails).getByRole('region', { name: 'Booking History' }),
    ).getAllByRole('listitem');
    expect(entries[1]).toHaveTextContent(
      /^Scheduled → ConfirmedAdmin · 18 Nov 2026, 14:45.*Called the owner/,
    );
  });

  it('lists the e-mails sent about a booking in its details', async () => {
    const fetchMock = clinic([scheduled], {
      [EMAILS]: () =>
        jsonResponse([
          {
            id: 'outbox-2:booking-reminder:sita@example.com',
            template: 'booking-reminder',
            recipient: 'sita@example.com',
            subject: 'Your appointment is tomorrow',
            status: 'failed',
            eventType: null,
            orderId: null,
            bookingId: scheduled.id,
            attempts: 5,
            lastError: 'Mailbox unavailable',
            sentAt: null,
            updatedAt: '2026-11-21T08:00:00.000Z',
          },
        ]),
    });
    renderBookings();
    const details = await expand('0000AA01');
    const emails = within(details).getByRole('region', { name: 'E-mails' });
    expect(await within(emails).findByText('Your appointment is tomorrow')).toBeInTheDocument();
    expect(within(emails).getByText('Failed')).toBeInTheDocument();
    expect(within(emails).getByText('Mailbox unavailable')).toBeInTheDocument();
    expect(
      callsTo(fetchMock, EMAILS).map((request) => new URL(request.url).searchParams.get('bookingId')),
    ).toEqual([scheduled.id]);
  });

  describe('actions', () => {
    it('offers each booking only the moves its status allows', async () => {
      clinic([scheduled, confirmedFuture, confirmedPast, completed, cancelled, noShow]);
      renderBookings();
      const actions = ['Confirm', 'Complete', 'No-show', 'Cancel Booking', 'Send Email'];
      const offered = async (reference: string) =>
        (await buttonsOf(reference)).filter((label) => actions.includes(label));
      expect(await offered('0000AA01')).toEqual(['Confirm', 'Cancel Booking', 'Send Email']);
      expect(await offered('0000BB02')).toEqual(['Complete', 'No-show', 'Cancel Booking', 'Send Email']);
      expect(await offered('0000CC03')).toEqual(['Complete', 'No-show', 'Cancel Booking', 'Send Email']);
      expect(await offered('0000DD04')).toEqual(['Send Email']);
      expect(await offered('0000EE05')).toEqual(['Send Email']);
      expect(await offered('0000FF06')).toEqual(['Send Email']);
    });

    it('Complete and No-show wait for the appointment day, and say so', async () => {
      const fetchMock = clinic([confirmedFuture, confirmedPast]);
      renderBookings();
      const future = await rowOf('0000BB02');
      const why = `Complete and No-show can be recorded from ${longDate(IN_THREE_DAYS)}.`;
      for (const name of ['Complete', 'No-show']) {
        const button = within(future).getByRole('button', { name });
        expect(button).toBeDisabled();
        expect(button).toHaveAccessibleDescription(why);
        await userEvent.click(button, { pointerEventsCheck: 0 });
      }
      expect(callsTo(fetchMock, `PUT /api/vaccinations/${confirmedFuture.id}`)).toHaveLength(0);
      expect(within(future).getByRole('button', { name: 'Cancel Booking' })).toBeEnabled();

      const past = await rowOf('0000CC03');
      expect(within(past).getByRole('button', { name: 'Complete' })).toBeEnabled();
      expect(within(past).getByRole('button', { name: 'No-show' })).toBeEnabled();
    });

    it('Confirm sends the move, toasts, and refreshes the list and the stats', async () => {
      const fetchMock = liveClinic([scheduled]);
      renderBookings();
      const row = await rowOf('0000AA01');
      await waitFor(() => expect(callsTo(fetchMock, STATS_KEY)).toHaveLength(1));
      await userEvent.click(within(row).getByRole('button', { name: 'Confirm' }));

      expect(await screen.findByText('Booking status updated to Confirmed')).toBeInTheDocument();
      const [put] = callsTo(fetchMock, `PUT /api/vaccinations/${scheduled.id}`);
      expect(await put.clone().json()).toEqual({ status: 'confirmed' });
      await waitFor(() => expect(within(row).getByText('Confirmed')).toHaveAttribute('data-color', 'green'));
      expect(within(row).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
      expect(within(row).getByRole('button', { name: 'Complete' })).toBeDisabled();
      await waitFor(() => expect(callsTo(fetchMock, LIST)).toHaveLength(2));
      await waitFor(() => expect(callsTo(fetchMock, STATS_KEY)).toHaveLength(2));
    });

    it('Complete and No-show record the outcome on or after the appointment day', async () => {
      const fetchMock = liveClinic([confirmedPast]);
      renderBookings();
      const row = await rowOf('0000CC03');
      await userEvent.click(within(row).getByRole('button', { name: 'No-show' }));
      expect(await screen.findByText('Booking status updated to No-show')).toBeInTheDocument();
      const [put] = callsTo(fetchMock, `PUT /api/vaccinations/${confirmedPast.id}`);
      expect(await put.clone().json()).toEqual({ status: 'no-show' });
      await waitFor(() => expect(within(row).getByText('No-show')).toHaveAttribute('data-color', 'grey'));
    });

    it('Cancel Booking asks first: Keep Booking changes nothing; confirming cancels with the reason', async () => {
      const fetchMock = liveClinic([confirmedFuture]);
      renderBookings();
      const row = await rowOf('0000BB02');

      await userEvent.click(within(row).getByRole('button', { name: 'Cancel Booking' }));
      let dialog = await openDialog('Cancel booking 0000BB02?');
      expect(dialog).toHaveTextContent('its time and its doses are freed');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Booking' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsTo(fetchMock, `PUT /api/vaccinations/${confirmedFuture.id}`)).toHaveLength(0);

      await userEvent.click(within(row).getByRole('button', { name: 'Cancel Booking' }));
      dialog = await openDialog('Cancel booking 0000BB02?');
      expect(within(dialog).getByLabelText(/Reason/)).toHaveAttribute('maxlength', '300');
      await fillIn(within(dialog).getByLabelText(/Reason/), 'The vet is away');
      await userEvent.click(within(dialog).getByRole('button', { name: /Cancel Booking/ }));

      expect(await screen.findByText('Booking status updated to Cancelled')).toBeInTheDocument();
      const [put] = callsTo(fetchMock, `PUT /api/vaccinations/${confirmedFuture.id}`);
      expect(await put.clone().json()).toEqual({ status: 'cancelled', note: 'The vet is away' });
      await waitFor(() => expect(within(row).getByText('Cancelled')).toHaveAttribute('data-color', 'red'));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(within(row).queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();

      const details = await expand('0000BB02');
      expect(within(details).getByRole('region', { name: 'Booking History' })).toHaveTextContent(
        /Confirmed → CancelledAdmin · .*The vet is away/,
      );
    });

    it('shows the server’s reason when the move is refused (409)', async () => {
      const fetchMock = clinic([confirmedPast], {
        [`PUT /api/vaccinations/${confirmedPast.id}`]: () =>
          errorResponse(
            409,
            'A cancelled appointment cannot become completed.',
            'VACCINATION.ILLEGAL_TRANSITION',
          ),
      });
      renderBookings();
      await userEvent.click(within(await rowOf('0000CC03')).getByRole('button', { name: 'Complete' }));
      expect(await screen.findByText('A cancelled appointment cannot become completed.')).toBeInTheDocument();
      // The booking changed elsewhere: the list is fetched again to show what it is now.
      await waitFor(() => expect(callsTo(fetchMock, LIST)).toHaveLength(2));
    });

    it('says Failed to update booking status for any other failure', async () => {
      clinic([scheduled], {
        [`PUT /api/vaccinations/${scheduled.id}`]: () => errorResponse(500, 'Database unavailable'),
      });
      renderBookings();
      await userEvent.click(within(await rowOf('0000AA01')).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('Failed to update booking status')).toBeInTheDocument();
      expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument();
    });

    it('Send Email e-mails the customer the current status again', async () => {
      const fetchMock = clinic([confirmedFuture], {
        [EMAIL]: () =>
          jsonResponse(
            { message: 'Email notification sent to hari@example.com', email: 'hari@example.com' },
            202,
          ),
      });
      renderBookings();
      await userEvent.click(within(await rowOf('0000BB02')).getByRole('button', { name: 'Send Email' }));
      expect(await screen.findByText('Email notification sent to hari@example.com')).toBeInTheDocument();
      const [post] = callsTo(fetchMock, EMAIL);
      expect(await post.clone().json()).toEqual({ bookingId: confirmedFuture.id });
    });

    it('says Failed to send email notification when the e-mail cannot be sent', async () => {
      clinic([confirmedFuture], { [EMAIL]: () => errorResponse(404, 'Booking not found') });
      renderBookings();
      await userEvent.click(within(await rowOf('0000BB02')).getByRole('button', { name: 'Send Email' }));
      expect(await screen.findByText('Failed to send email notification')).toBeInTheDocument();
    });

    it('Send Email is disabled, with the reason, for a customer without an e-mail address', async () => {
      const fetchMock = clinic([noEmail]);
      renderBookings();
      const row = await rowOf('0000AB07');
      const send = within(row).getByRole('button', { name: 'Send Email' });
      expect(send).toBeDisabled();
      expect(send).toHaveAccessibleDescription('No email address found for this customer');
      await userEvent.click(send, { pointerEventsCheck: 0 });
      expect(callsTo(fetchMock, EMAIL)).toHaveLength(0);
    });
  });
});
