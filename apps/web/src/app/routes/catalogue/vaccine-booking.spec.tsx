import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateWithWeekday } from '@kukur/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/features/auth';
import { aUser, tokenExpiringIn } from '@/testing/auth-fixtures';
import { expectAlert } from '@/testing/alerts';
import { fillIn } from '@/testing/fill-in';
import { type ApiRoutes, callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-fetch';
import { currentPath, renderApp } from '@/testing/render-app';
import { pickerToday, pickTodayAt } from '@/testing/appointment-picker';
import {
  aBookingCreated,
  availabilityAnswer,
  CENTERS,
  MAIN_CENTER,
  RABIES,
} from '@/testing/booking-fixtures';

/** Pages are lazy chunks: the address changes once the next one has loaded, which can take a while. */

const AVAILABILITY = 'GET /api/vaccinations/availability';
const BOOK = 'POST /api/vaccinations';
const booked = aBookingCreated();

function openRabies(routes: ApiRoutes = {}) {
  const fetchMock = mockApi({
    'GET /api/products/rabies': () => jsonResponse(RABIES),
    'GET /api/products/rabies/comments': () => jsonResponse([]),
    'GET /api/products': () => jsonResponse([RABIES]),
    'GET /api/vaccination-centers': () => jsonResponse(CENTERS),
    [AVAILABILITY]: (request) => jsonResponse(availabilityAnswer(request)),
    [BOOK]: () => jsonResponse(booked, 201),
    ...routes,
  });
  return { fetchMock, ...renderApp('/vaccination/rabies') };
}

/** The page is a lazy chunk: its first load in a run can take a while. */
const scheduleButton = () => screen.findByRole('button', { name: 'Schedule Vaccination' });

async function openWizard(): Promise<HTMLElement> {
  await userEvent.click(await scheduleButton());
  return screen.findByRole('dialog', { name: 'Book Anti-Rabies Vaccination' });
}

const stepHeading = (dialog: HTMLElement) => within(dialog).getByRole('heading', { level: 2 }).textContent;
const next = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: /Next/ }));

/** Step 1 with today at 13:00, then on to step 2. */
async function chooseTimeAndGoOn(dialog: HTMLElement) {
  await pickTodayAt(dialog, '13:00');
  await next(dialog);
  await waitFor(() => expect(stepHeading(dialog)).toBe('Step 2 of 3: Owner Information'));
}

/** Steps 1 and 2 as prefilled, then the dog on step 3. */
async function fillUpToTheDog(dialog: HTMLElement) {
  await chooseTimeAndGoOn(dialog);
  await next(dialog);
  await waitFor(() => expect(stepHeading(dialog)).toBe('Step 3 of 3: Dog Information'));
  await fillIn(within(dialog).getByLabelText('Dog Name'), 'Bhote');
  await fillIn(within(dialog).getByLabelText('Dog Breed'), 'Tibetan Mastiff');
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Friendly' }));
}

// Each test walks the wizard through real antd fields: slower than most.
describe('booking a vaccine from its page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStore.logOut();
    sessionStore.logIn(
      aUser({ name: 'Sita Sharma', phoneNumber: '9841234567', city: 'Lalitpur', colony: 'Jhamsikhel' }),
      tokenExpiringIn(600),
    );
  });

  it('sends a visitor to log in with the Login Required warning, to come back to the vaccine', async () => {
    sessionStore.logOut();
    const { router } = openRabies();
    await userEvent.click(await scheduleButton());
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to schedule a vaccination appointment.')).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(router.state.location.state).toEqual({
      from: { pathname: '/vaccination/rabies', search: '', hash: '' },
    });
  });

  it('asks for a date and a time before step 2, and prefills the owner from the profile', async () => {
    openRabies();
    const dialog = await openWizard();
    expect(stepHeading(dialog)).toBe('Step 1 of 3: Date & Time');
    await next(dialog);
    await expectAlert('Please select both date and time for your appointment.');
    expect(stepHeading(dialog)).toBe('Step 1 of 3: Date & Time');

    await chooseTimeAndGoOn(dialog);
    expect(within(dialog).getByLabelText('Patient Name')).toHaveValue('Sita Sharma');
    expect(within(dialog).getByLabelText('Phone Number')).toHaveValue('9841234567');
    expect(within(dialog).getByLabelText('City')).toHaveValue('Lalitpur');
    expect(within(dialog).getByLabelText('Address')).toHaveValue('Jhamsikhel');
  });

  it('checks the owner fields and the 10-digit phone before step 3', async () => {
    openRabies();
    const dialog = await openWizard();
    await chooseTimeAndGoOn(dialog);

    await userEvent.clear(within(dialog).getByLabelText('City'));
    await next(dialog);
    await expectAlert('Please fill all required owner information fields.');

    await fillIn(within(dialog).getByLabelText('City'), 'Lalitpur');
    await fillIn(within(dialog).getByLabelText('Phone Number'), '98412-345');
    await next(dialog);
    await expectAlert('Please enter a valid 10-digit phone number.');
    expect(stepHeading(dialog)).toBe('Step 2 of 3: Owner Information');

    await fillIn(within(dialog).getByLabelText('Phone Number'), '984-123-4567');
    await next(dialog);
    await waitFor(() => expect(stepHeading(dialog)).toBe('Step 3 of 3: Dog Information'));
  });

  it('sums up the booking on step 3, and Back keeps what was typed', async () => {
    openRabies();
    const dialog = await openWizard();
    await fillUpToTheDog(dialog);
    const summary = within(dialog).getByRole('region', { name: 'Booking Summary' });
    const rows = within(summary)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Vaccine: Anti-Rabies Vaccination',
      'Centre: Main Center, Shantinagar Marg, New Baneshwor, Kathmandu',
      `Date: ${formatDateWithWeekday(pickerToday())}`,
      'Time: 13:00 (Nepal time)',
      'Price: Rs 1,000.00',
    ]);
    expect(summary).toHaveTextContent('You pay at the centre');

    await userEvent.click(within(dialog).getByRole('button', { name: /Back/ }));
    expect(stepHeading(dialog)).toBe('Step 2 of 3: Owner Information');
    await next(dialog);
    expect(within(dialog).getByLabelText('Dog Name')).toHaveValue('Bhote');
  });

  it('goes back to step 1 when closed', async () => {
    openRabies();
    let dialog = await openWizard();
    await chooseTimeAndGoOn(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openWizard();
    expect(stepHeading(dialog)).toBe('Step 1 of 3: Date & Time');
  });

  it('books with the vaccine, centre, owner, dog and the account e-mail, then shows the confirmation', async () => {
    const { fetchMock, router } = openRabies();
    const dialog = await openWizard();
    await fillUpToTheDog(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: /Confirm Booking/ }));

    await waitFor(() => expect(currentPath(router)).toBe(`/BookingConfirm/${booked.id}`));
    expect(router.state.location.state).toEqual({ booking: booked });
    expect(await screen.findByText('Booking Successful')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your Anti-Rabies Vaccination vaccination appointment has been scheduled successfully',
      ),
    ).toBeInTheDocument();
    const [request] = callsTo(fetchMock, BOOK);
    expect(await request.json()).toEqual({
      patient: { name: 'Sita Sharma', phoneNumber: '9841234567', city: 'Lalitpur', address: 'Jhamsikhel' },
      dog: { name: 'Bhote', breed: 'Tibetan Mastiff', behaviour: 'Friendly' },
      vaccines: [{ productId: RABIES.id }],
      userEmail: 'sita@example.com',
      appointmentDate: pickerToday(),
      appointmentTime: '13:00',
      vaccinationCenter: MAIN_CENTER.id,
    });
  });

  it('sends the customer back to step 1 with fresh free times when the time was taken meanwhile', async () => {
    const { fetchMock } = openRabies({
      [BOOK]: () =>
        jsonResponse(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'This time slot is already booked. Please select another time.',
            code: 'VACCINATION.SLOT_TAKEN',
          },
          409,
        ),
    });
    const dialog = await openWizard();
    await fillUpToTheDog(dialog);
    const asked = callsTo(fetchMock, AVAILABILITY).length;
    await userEvent.click(within(dialog).getByRole('button', { name: /Confirm Booking/ }));

    await expectAlert('This time slot is already booked. Please select another time.');
    expect(stepHeading(dialog)).toBe('Step 1 of 3: Date & Time');
    await waitFor(() => expect(callsTo(fetchMock, AVAILABILITY).length).toBeGreaterThan(asked));
    expect(within(dialog).getByRole('radio', { name: '13:00' })).not.toBeChecked();
  });

  it('says when the server cannot be reached, and keeps the customer on step 3', async () => {
    openRabies({ [BOOK]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const dialog = await openWizard();
    await fillUpToTheDog(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: /Confirm Booking/ }));
    await expectAlert('Unable to connect to the server. Please try again later.');
    expect(stepHeading(dialog)).toBe('Step 3 of 3: Dog Information');
  });

  it('shows the server’s own refusal', async () => {
    openRabies({ [BOOK]: () => errorResponse(400, 'Main Center is closed on 25 Dec 2026.') });
    const dialog = await openWizard();
    await fillUpToTheDog(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: /Confirm Booking/ }));
    await expectAlert('Main Center is closed on 25 Dec 2026.');
  });
});
