import { formatBsDate } from '@kukur/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withClockAt } from '@kukur/test-clock';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth';
import { VaccinationBookings } from '@/features/vaccination';
import type { CentreMapProps } from '@/features/vaccination/components/confirmation/centre-map';
import { showLanguage } from '@/shared/i18n';
import { pickTodayAt, pickerToday } from '@/testing/appointment-picker';
import { aUser, tokenExpiringIn } from '@/testing/auth-fixtures';
import { aBooking, availabilityAnswer, CENTERS, MAIN_CENTER, RABIES } from '@/testing/booking-fixtures';
import { errorResponse, jsonResponse, mockApi } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { renderApp } from '@/testing/render-app';

// jsdom draws no Leaflet map worth looking at; centre-map.spec.tsx tests the real one.
vi.mock('@/features/vaccination/components/confirmation/centre-map', () => ({
  CentreMap: ({ centreName }: CentreMapProps) => <p>{centreName}</p>,
}));

const booking = aBooking({
  id: '3f9b6a2e-4c1d-4e8f-9a7b-1c2d3e4f5a6b',
  appointmentDate: '2026-12-01',
  appointmentTime: '10:00',
});

const sita = aUser({ phoneNumber: '9841234567', city: 'Lalitpur', colony: 'Jhamsikhel' });

/** What a screen may show in Latin letters: the data (names, addresses, codes), never a text of ours. */
const DATA = [
  ...CENTERS.flatMap((centre) => [centre.name, centre.address, centre.city, centre.openingHours ?? '']),
  RABIES.name,
  'Anti-Rabies',
  'Sita Sharma',
  'sita@example.com',
  'Lalitpur',
  'Jhamsikhel, near the Sanepa bridge',
  'Jhamsikhel',
  'Bhote gets nervous around big dogs',
  'Bhote',
  'Tibetan Mastiff',
  'Kukur Pasal',
  'VX',
  'QR',
  'YYYY-MM-DD',
];

/** The English words left in `element` once the data is taken out: none on a Nepali screen. */
function englishIn(element: HTMLElement): string[] {
  let text = element.textContent ?? '';
  for (const value of [...DATA].sort((a, b) => b.length - a.length)) {
    if (value) text = text.split(value).join(' ');
  }
  return text.match(/[A-Za-z]{3,}/g) ?? [];
}

const section = (name: string) => screen.getByRole('region', { name });
const valueOf = (region: HTMLElement, term: string) =>
  within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** The vaccination screens read by a Nepali reader: every text from the Nepali catalogue, BS dates beside AD. */
describe('the vaccination service in Nepali', () => {
  // The screens' dates are written out below (१ डिसेम्बर २०२६): the booking is ahead of this frozen day.
  withClockAt('2026-11-20T03:00:00Z');

  beforeAll(async () => {
    await Promise.all([
      import('./vaccination/booking-confirm'),
      import('./vaccination/my-bookings'),
      import('./catalogue/product-detail'),
      import('./vaccination/schedule-vaccination'),
    ]);
  }, 30_000);

  beforeEach(async () => {
    window.sessionStorage.clear();
    sessionStore.logOut();
    sessionStore.logIn(sita, tokenExpiringIn(600));
    mockApi({
      [`GET /api/vaccinations/${booking.id}`]: () => jsonResponse(booking),
      'GET /api/products/rabies': () => jsonResponse(RABIES),
      'GET /api/products/rabies/comments': () => jsonResponse([]),
      'GET /api/products/rabies/comments/mine': () => jsonResponse({ review: null }),
      'GET /api/products': () => jsonResponse([RABIES]),
      'GET /api/vaccination-centers': () => jsonResponse(CENTERS),
      'GET /api/vaccinations/availability': (request) => jsonResponse(availabilityAnswer(request)),
    });
    await showLanguage('ne');
  });

  it('/BookingConfirm: the request, the day in both calendars, Nepal time and the actions', async () => {
    renderApp(`/BookingConfirm/${booking.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'अपोइन्टमेन्ट अनुरोध पठाइयो' }),
    ).toBeInTheDocument();
    expect(screen.getByText('बुकिङ #3E4F5A6B')).toBeInTheDocument();
    const appointment = section('अपोइन्टमेन्ट');
    expect(valueOf(appointment, 'मिति')).toBe('मंगलबार, १ डिसेम्बर २०२६');
    expect(valueOf(appointment, 'वि.सं. मिति')).toBe(formatBsDate('2026-12-01', 'ne'));
    expect(valueOf(appointment, 'वि.सं. मिति')).toMatch(/^वि\.सं\. २०८३ मंसिर [०-९]+$/);
    expect(valueOf(appointment, 'समय')).toBe('१०:०० (नेपाल समय)');
    expect(valueOf(section('कुकुर'), 'स्वभाव')).toBe('मिलनसार');
    expect(section('खोपहरू')).toHaveTextContent('रु');
    expect(screen.getByRole('link', { name: /मेरा बुकिङहरू/ })).toBeInTheDocument();
    expect(englishIn(screen.getByRole('main'))).toEqual([]);
  });

  it('/MyBookings: the statement with the BS date, the status and its actions', async () => {
    renderApp(`/MyBookings?id=${booking.id}`);
    const statement = await screen.findByRole('article', { name: 'बुकिङ विवरण' });
    expect(statement).toHaveTextContent('सन्दर्भ #3E4F5A6B');
    expect(within(statement).getByText('तय भएको')).toHaveAttribute('data-color', 'yellow');
    const appointment = section('अपोइन्टमेन्ट');
    expect(valueOf(appointment, 'वि.सं. मिति')).toBe(formatBsDate('2026-12-01', 'ne'));
    expect(valueOf(appointment, 'समय')).toBe('१०:०० (नेपाल समय)');
    expect(screen.getByRole('button', { name: /समय सार्नुहोस्/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /बुकिङ रद्द गर्नुहोस्/ })).toBeInTheDocument();
    expect(englishIn(screen.getByRole('main'))).toEqual([]);
  });

  it('the booking wizard: its steps, the chosen day with its BS date, the owner and the summary', async () => {
    renderApp('/vaccination/rabies');
    await userEvent.click(await screen.findByRole('button', { name: 'खोप बुक गर्नुहोस्' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anti-Rabies Vaccination बुक गर्नुहोस्' });
    const heading = () => within(dialog).getByRole('heading', { level: 2 }).textContent;
    expect(heading()).toBe('चरण १/३: मिति र समय');
    expect(within(dialog).getByText('खाली समय हेर्न मिति छान्नुहोस्।')).toBeInTheDocument();

    await pickTodayAt(dialog, '१३:००', 'अपोइन्टमेन्ट मिति');
    const bs = formatBsDate(pickerToday(), 'ne') ?? '';
    expect(within(dialog).getByText(/^छानिएको दिन: /)).toHaveTextContent(`(${bs})`);
    expect(englishIn(dialog)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: /अर्को/ }));
    await waitFor(() => expect(heading()).toBe('चरण २/३: धनीको जानकारी'));
    expect(within(dialog).getByLabelText('फोन नम्बर')).toHaveValue('9841234567');
    expect(englishIn(dialog)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: /अर्को/ }));
    await waitFor(() => expect(heading()).toBe('चरण ३/३: कुकुरको जानकारी'));
    expect(within(dialog).getByRole('radio', { name: 'आक्रामक' })).toBeInTheDocument();
    const summary = within(dialog).getByRole('region', { name: 'बुकिङको सारांश' });
    expect(summary).toHaveTextContent(MAIN_CENTER.name);
    expect(summary).toHaveTextContent('१३:०० (नेपाल समय)');
    expect(summary).toHaveTextContent('रु १,०००.००');
    expect(within(dialog).getByRole('button', { name: /बुकिङ पक्का गर्नुहोस्/ })).toBeEnabled();
    expect(englishIn(dialog)).toEqual([]);
  });

  it('/MyBookings: a refused cancellation says why in Nepali (from the server’s code, not its English message)', async () => {
    mockApi({
      [`GET /api/vaccinations/${booking.id}`]: () => jsonResponse(booking),
      [`PATCH /api/vaccinations/${booking.id}/cancel`]: () =>
        errorResponse(
          409,
          'Only scheduled or confirmed appointments can be cancelled.',
          'VACCINATION.NOT_CANCELLABLE',
        ),
    });
    renderApp(`/MyBookings?id=${booking.id}`);
    await userEvent.click(await screen.findByRole('button', { name: /बुकिङ रद्द गर्नुहोस्/ }));
    const dialog = await screen.findByRole('dialog', { name: 'यो अपोइन्टमेन्ट रद्द गर्ने हो?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'अपोइन्टमेन्ट रद्द गर्नुहोस्' }));
    expect(await screen.findByText('रद्द गर्न सकिएन')).toBeInTheDocument();
    expect(screen.getByText('तय वा पक्का भएका अपोइन्टमेन्ट मात्र रद्द गर्न मिल्छ।')).toBeInTheDocument();
  });

  it("the profile's bookings: each card with its AD and BS date, Nepal time, status and actions", async () => {
    mockApi({ 'GET /api/users/sita%40example.com/vaccinations': () => jsonResponse([booking]) });
    renderWithProviders(<VaccinationBookings email="sita@example.com" />);
    const card = await screen.findByRole('article', { name: 'बुकिङ #3E4F5A6B' });
    expect(card).toHaveTextContent(`१ डिसेम्बर २०२६ (${formatBsDate('2026-12-01', 'ne')})`);
    expect(card).toHaveTextContent('१०:०० (नेपाल समय)');
    expect(within(card).getByText('तय भएको')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'बुकिङ #3E4F5A6B हेर्नुहोस्' })).toBeInTheDocument();
    expect(englishIn(card)).toEqual([]);
  });

  it('/ScheduleVaccination: the page and its one-form dialog, with the required fields named in Nepali', async () => {
    renderApp('/ScheduleVaccination');
    const dialog = await screen.findByRole('dialog', { name: 'खोप बुक गर्नुहोस्' });
    expect(screen.getByRole('heading', { level: 1, name: 'खोप बुक गर्नुहोस्' })).toBeInTheDocument();
    expect(within(dialog).getByText('अपोइन्टमेन्ट', { selector: 'legend' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('खोप')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('फोन नम्बर')).toHaveValue('9841234567');
    await userEvent.click(within(dialog).getByRole('button', { name: /अपोइन्टमेन्ट अनुरोध गर्नुहोस्/ }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('जानकारी अपुग');
    expect(alert).toHaveTextContent('कृपया यी विवरणहरू भर्नुहोस्: खोप, अपोइन्टमेन्ट मिति');
    expect(englishIn(dialog)).toEqual([]);
  });
});
