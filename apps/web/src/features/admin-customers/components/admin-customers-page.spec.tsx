import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '@/shared/api/schema';
import { expectAlert } from '@/testing/alerts';
import { callsTo, errorResponse, jsonResponse, mockApi, type ApiRoutes } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { AdminCustomersPage } from './admin-customers-page';

type Customer = components['schemas']['CustomerDto'];

function aCustomer(id: string, name: string, overrides: Partial<Customer> = {}): Customer {
  const email = `${name.split(' ')[0]!.toLowerCase()}@example.com`;
  return {
    _id: id,
    id,
    name,
    email,
    role: 'user',
    phoneNumber: '9841234567',
    city: 'Lalitpur',
    colony: 'Jhamsikhel',
    emailVerified: true,
    marketingOptIn: false,
    preferredLanguage: 'en',
    hasPassword: true,
    createdAt: '2026-10-02T08:00:00.000Z',
    orderCount: 0,
    totalSpent: 0,
    ...overrides,
  };
}

const ANITA = aCustomer('c0000000-0000-4000-8000-000000000001', 'Anita Gurung', {
  orderCount: 3,
  totalSpent: 125000,
});
const BIKASH = aCustomer('c0000000-0000-4000-8000-000000000002', 'Bikash Rai');
const CHANDRA = aCustomer('c0000000-0000-4000-8000-000000000003', 'Chandra Magar');
const LIST = 'GET /api/user/users';

function pageOf(customers: Customer[], total = customers.length): Response {
  const response = jsonResponse(customers);
  response.headers.set('X-Total-Count', String(total));
  return response;
}

function shop(overrides: ApiRoutes = {}) {
  return mockApi({ [LIST]: () => pageOf([ANITA, BIKASH, CHANDRA], 43), ...overrides });
}

const renderPage = () => renderWithProviders(<AdminCustomersPage />, { route: '/admin/customers' });
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const lastQuery = (fetchMock: ReturnType<typeof mockApi>) =>
  new URL(callsTo(fetchMock, LIST).at(-1)!.url).searchParams;

describe('the admin’s customers', () => {
  it('lists a page from the server with the real total, money in rupees', async () => {
    const fetchMock = shop();
    renderPage();
    expect(await screen.findByText('Anita Gurung')).toBeInTheDocument();
    expect(within(rowOf('Anita Gurung')).getByText('Rs 1,25,000.00')).toBeInTheDocument();
    expect(screen.getByText('43 customers')).toBeInTheDocument();
    expect(Object.fromEntries(lastQuery(fetchMock))).toEqual({
      sort: 'joined',
      order: 'desc',
      page: '1',
      pageSize: '20',
    });
  });

  it('searches and sorts on the server', async () => {
    const fetchMock = shop();
    renderPage();
    await screen.findByText('Anita Gurung');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'gurung');
    await waitFor(() => expect(lastQuery(fetchMock).get('search')).toBe('gurung'));
    await userEvent.click(
      within(screen.getByRole('columnheader', { name: /Total spent/ })).getByText('Total spent'),
    );
    await waitFor(() => expect(lastQuery(fetchMock).get('sort')).toBe('spent'));
    expect(lastQuery(fetchMock).get('order')).toBe('asc');
  });

  it('renames in place: Enter saves, Escape cancels, a blank name makes no call', async () => {
    const fetchMock = shop({
      [`PUT /api/user/users/${BIKASH.id}`]: () => jsonResponse({ ...BIKASH, name: 'Bikash Kumar Rai' }),
    });
    renderPage();
    await screen.findByText('Bikash Rai');
    await userEvent.click(screen.getByRole('button', { name: 'Rename Bikash Rai' }));
    const input = screen.getByRole('textbox', { name: 'New name for Bikash Rai' });
    await userEvent.clear(input);
    await userEvent.type(input, '   {Enter}');
    expect(callsTo(fetchMock, `PUT /api/user/users/${BIKASH.id}`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Rename Bikash Rai' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'New name for Bikash Rai' }), ' Junior{Escape}');
    expect(callsTo(fetchMock, `PUT /api/user/users/${BIKASH.id}`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Rename Bikash Rai' }));
    const again = screen.getByRole('textbox', { name: 'New name for Bikash Rai' });
    await userEvent.clear(again);
    await userEvent.type(again, 'Bikash Kumar Rai{Enter}');
    await expectAlert('Customer updated successfully');
    const [put] = callsTo(fetchMock, `PUT /api/user/users/${BIKASH.id}`);
    expect(await put!.json()).toEqual({ name: 'Bikash Kumar Rai' });
  });

  it('bulk delete: all deleted, or the ones that failed stay selected', async () => {
    const fetchMock = shop({
      [`DELETE /api/user/users/${ANITA.id}`]: () => new Response(null, { status: 204 }),
      [`DELETE /api/user/users/${BIKASH.id}`]: () => new Response(null, { status: 204 }),
      [`DELETE /api/user/users/${CHANDRA.id}`]: () => errorResponse(404, 'User not found'),
    });
    renderPage();
    await screen.findByText('Anita Gurung');
    expect(screen.queryByRole('region', { name: 'Selected customers' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Anita Gurung' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Bikash Rai' }));
    const bar = screen.getByRole('region', { name: 'Selected customers' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Delete selected' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expectAlert('2 customers deleted successfully');
    expect(callsTo(fetchMock, `DELETE /api/user/users/${ANITA.id}`)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Selected customers' })).not.toBeInTheDocument(),
    );

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Bikash Rai' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Chandra Magar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expectAlert('Failed to delete some customers');
    expect(
      within(screen.getByRole('region', { name: 'Selected customers' })).getByText('1 selected'),
    ).toBeInTheDocument();
  });

  it('opens a customer with their orders and bookings', async () => {
    shop({
      'GET /api/users/anita%40example.com/orders': () =>
        jsonResponse([
          {
            _id: 'a1b2c3d4-0000-4000-8000-000000000009',
            id: 'a1b2c3d4-0000-4000-8000-000000000009',
            status: 'Completed',
            total: 3450,
            createdAt: '2026-11-02T09:00:00.000Z',
          },
        ]),
      'GET /api/users/anita%40example.com/vaccinations': () => jsonResponse([]),
    });
    renderPage();
    await screen.findByText('Anita Gurung');
    await userEvent.click(screen.getByRole('button', { name: 'View Anita Gurung' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Customer: Anita Gurung')).toBeInTheDocument();
    expect(await within(drawer).findByText('#a1b2c3d4 · Rs 3,450.00')).toBeInTheDocument();
    expect(within(drawer).getByText('Completed')).toBeInTheDocument();
    expect(await within(drawer).findByText('No bookings yet')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    shop({ [LIST]: () => (fail ? errorResponse(500, 'Down') : pageOf([ANITA])) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Error Loading Data' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch customer data')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Anita Gurung')).toBeInTheDocument();
  });
});
