import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/features/auth';
import { anAdmin, anAuthSession, aUser, tokenExpiringIn } from '@/testing/auth-fixtures';
import { noGoogle } from '@/testing/google';
import { jsonResponse, mockApi } from '@/testing/mock-fetch';
import { fillIn } from '@/testing/fill-in';
import { currentPath, renderApp } from '@/testing/render-app';

const api = () =>
  mockApi({
    ...noGoogle,
    'GET /api/products': () => jsonResponse([]),
  });

describe('route guards', () => {
  beforeEach(() => {
    sessionStore.logOut();
    api();
  });

  describe('visitor-only pages', () => {
    it.each(['/login', '/signup', '/verification-pending'])('shows %s to a visitor', async (path) => {
      const { router } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(currentPath(router)).toBe(path);
    });

    it.each(['/login', '/signup', '/verification-pending'])(
      'sends a logged-in customer from %s to /',
      async (path) => {
        sessionStore.logIn(aUser(), tokenExpiringIn(600));
        const { router } = renderApp(path);
        await waitFor(() => expect(currentPath(router)).toBe('/'));
      },
    );

    it('sends a logged-in admin to /admin', async () => {
      sessionStore.logIn(anAdmin(), tokenExpiringIn(600));
      const { router } = renderApp('/signup');
      await waitFor(() => expect(currentPath(router)).toBe('/admin'));
    });
  });

  describe('logged-in pages', () => {
    it.each(['/profile', '/edit-profile'])(
      'sends a visitor from %s to /login and back after logging in',
      async (path) => {
        const session = anAuthSession(aUser({ name: 'Sita' }));
        mockApi({
          ...noGoogle,
          'POST /api/user/login': () => jsonResponse(session),
        });
        const { router } = renderApp(path);
        await waitFor(() => expect(currentPath(router)).toBe('/login'));

        await fillIn(await screen.findByLabelText('Email'), 'sita@example.com');
        await fillIn(screen.getByLabelText('Password'), 'secret1');
        await userEvent.click(screen.getByRole('button', { name: 'Login' }));

        await waitFor(() => expect(currentPath(router)).toBe(path));
      },
    );

    it('shows /profile to a customer', async () => {
      sessionStore.logIn(aUser({ name: 'Sita' }), tokenExpiringIn(600));
      renderApp('/profile');
      expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    });
  });

  describe('admin pages', () => {
    it('sends a visitor to /login and an admin who logs in there to /admin', async () => {
      mockApi({
        ...noGoogle,
        'POST /api/user/login': () => jsonResponse(anAuthSession(anAdmin())),
      });
      const { router } = renderApp('/admin/orders');
      await waitFor(() => expect(currentPath(router)).toBe('/login'));

      await fillIn(await screen.findByLabelText('Email'), 'admin@example.com');
      await fillIn(screen.getByLabelText('Password'), 'secret1');
      await userEvent.click(screen.getByRole('button', { name: 'Login' }));

      await waitFor(() => expect(currentPath(router)).toBe('/admin'));
    });

    it('sends a customer to /', async () => {
      sessionStore.logIn(aUser(), tokenExpiringIn(600));
      const { router } = renderApp('/admin');
      await waitFor(() => expect(currentPath(router)).toBe('/'));
    });

    it('shows the admin panel to an admin', async () => {
      sessionStore.logIn(anAdmin({ name: 'Ram' }), tokenExpiringIn(600));
      renderApp('/admin');
      expect(await screen.findByRole('heading', { name: 'Welcome Back, Ram' })).toBeInTheDocument();
    });
  });

  it('waits for the session to be restored before deciding', async () => {
    localStorage.setItem('user', JSON.stringify(aUser()));
    localStorage.setItem('token', tokenExpiringIn(-60));
    expect(sessionStore.init()).toBe('refresh-needed');
    const { router } = renderApp('/profile');
    expect(await screen.findByText('Checking your session...')).toBeInTheDocument();

    sessionStore.logIn(aUser({ name: 'Sita' }), tokenExpiringIn(600));

    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/profile');
  });
});
