import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/features/auth';
import { anAdmin, tokenExpiringIn } from '@/testing/auth-fixtures';
import { callsTo, jsonResponse, mockApi, type ApiRoutes } from '@/testing/mock-fetch';
import { currentPath, renderApp } from '@/testing/render-app';

const base: ApiRoutes = {
  'GET /api/products': () => jsonResponse([]),
  'GET /api/orders': () => jsonResponse([]),
  'GET /api/orders/stats': () =>
    jsonResponse({ total: 0, pending: 0, approved: 0, completed: 0, cancelled: 0, revenue: 0 }),
  'GET /api/vaccinations': () => jsonResponse([]),
  'GET /api/vaccinations/stats': () =>
    jsonResponse({ total: 0, scheduled: 0, confirmed: 0, completed: 0, cancelled: 0, noShow: 0, today: 0 }),
  'GET /api/admin/partner-enquiries': () => jsonResponse([]),
  'GET /api/admin/api-tokens': () => jsonResponse([]),
  'GET /api/admin/webhooks': () => jsonResponse([]),
  'POST /api/auth/logout': () => new Response(null, { status: 204 }),
};

describe('admin area', () => {
  beforeEach(() => {
    sessionStore.logOut();
    sessionStore.logIn(anAdmin({ name: 'Ram', email: 'admin@example.com' }), tokenExpiringIn(600));
  });

  it('has its own header: logo, Admin Panel and the admin navigation', async () => {
    mockApi(base);
    renderApp('/admin');
    // The first test of the file also waits for the lazy admin chunk to be transformed.
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(screen.getByText('Admin Panel')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kukur Pasal home' })).toHaveAttribute('href', '/');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/admin'],
      ['Products', '/admin/products'],
      ['Add Products', '/admin/addproducts'],
      ['Orders', '/admin/orders'],
      ['Customers', '/admin/customers'],
      ['Bookings', '/admin/bookings'],
      ['Queues', '/admin/queues'],
      ['E-mails', '/admin/emails'],
      ['Partners', '/admin/partners'],
      ['API Tokens', '/admin/api-tokens'],
      ['Webhooks', '/admin/webhooks'],
    ]);
    // Not the shop's header.
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('saves the language an admin switches to in the admin header to the account', async () => {
    const fetchMock = mockApi({
      ...base,
      'PUT /api/user/preferred-language': async (request) =>
        jsonResponse({ ...anAdmin(), ...(await request.clone().json()) }),
    });
    renderApp('/admin');
    await screen.findByRole('navigation', { name: 'Admin' });

    await userEvent.click(screen.getByRole('button', { name: 'नेपाली' }));

    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/user/preferred-language')).toHaveLength(1));
    expect(await callsTo(fetchMock, 'PUT /api/user/preferred-language')[0].json()).toEqual({
      preferredLanguage: 'ne',
    });
  });

  it('shows the dashboard: section header, welcome banner and quick actions', async () => {
    mockApi(base);
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Ram')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome Back, Ram' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add new product/ })).toHaveAttribute(
      'href',
      '/admin/products/add',
    );
    expect(screen.getByRole('link', { name: /View recent orders/ })).toHaveAttribute('href', '/admin/orders');
    expect(screen.getByRole('link', { name: /Manage customers/ })).toHaveAttribute(
      'href',
      '/admin/customers',
    );
  });

  it('welcomes an admin without a name as Admin', async () => {
    sessionStore.logIn(anAdmin({ name: '' }), tokenExpiringIn(600));
    mockApi(base);
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Welcome Back, Admin' })).toBeInTheDocument();
  });

  it('titles any other admin address Settings and says there is no such page', async () => {
    mockApi(base);
    renderApp('/admin/anything-else');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('There is no such page in the admin area.')).toBeInTheDocument();
  });

  it.each([
    ['/admin/products', 'Products', 'All Products'],
    ['/admin/addproducts', 'Add Products', 'Add New Product'],
    ['/admin/orders', 'Orders', 'All Orders'],
    ['/admin/bookings', 'Bookings', 'Vaccination Bookings'],
    ['/admin/customers', 'Customers', 'All Customers'],
    ['/admin/queues', 'Queues', 'Background Jobs'],
    ['/admin/emails', 'E-mails', 'E-mail Log'],
    ['/admin/partners', 'Partners', 'Partner Enquiries'],
    ['/admin/api-tokens', 'API Tokens', 'All API Tokens'],
    ['/admin/webhooks', 'Webhooks', 'Webhook Endpoints'],
    // The spec titles any path outside the navigation Settings; the add and edit forms are titled for what they are.
    ['/admin/products/add', 'Add Products', 'Add New Product'],
  ])('%s is titled %s and shows %s', async (path, title, heading) => {
    mockApi(base);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: new RegExp(heading) })).toBeInTheDocument();
    expect(screen.queryByText('There is no such page in the admin area.')).not.toBeInTheDocument();
  });

  it('opens and closes the menu on small screens', async () => {
    mockApi(base);
    renderApp('/admin');
    const toggle = await screen.findByRole('button', { name: 'Open admin menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close admin menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Admin' })).toHaveClass('admin-nav--open');
  });

  it('shows the admin’s name and e-mail in the user menu; Logout asks first', async () => {
    const fetchMock = mockApi(base);
    const { router } = renderApp('/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Ram' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('admin@example.com')).toBeInTheDocument();

    await userEvent.click(within(menu).getByRole('menuitem', { name: /Logout/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Admin Logout' });
    expect(
      within(dialog).getByText('Are you sure you want to log out of your admin account?'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sessionStore.getState().user).not.toBeNull();
    expect(callsTo(fetchMock, 'POST /api/auth/logout')).toHaveLength(0);
    expect(currentPath(router)).toBe('/admin');
  });

  it('logging out revokes the session and goes to /home', async () => {
    const fetchMock = mockApi(base);
    const { router } = renderApp('/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Ram' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: /Logout/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Admin Logout' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(currentPath(router)).toBe('/home'));
    expect(sessionStore.getState().user).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/auth/logout')).toHaveLength(1);
    expect(await screen.findByText('Logout Successful')).toBeInTheDocument();
  });
});
