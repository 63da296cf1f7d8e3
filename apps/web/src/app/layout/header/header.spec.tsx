import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/features/auth';
import { cartStore } from '@/features/cart';
import { aProduct } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { Header } from './header';

const customer = { name: 'Sita', email: 'sita@example.com', role: 'user' };
const admin = { name: 'Ram', email: 'admin@example.com', role: 'admin' };

const link = (name: string) => screen.queryByRole('link', { name });
const location = () => screen.getByTestId('location');

describe('Header', () => {
  beforeEach(() => {
    sessionStore.logOut();
    cartStore.clear();
  });

  describe('for a visitor', () => {
    it('shows the navigation, cart, search, Login and Sign Up', () => {
      renderWithProviders(<Header />);
      const nav = screen.getByRole('navigation', { name: 'Main' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((element) => element.textContent),
      ).toEqual(['Home', 'Products', 'Vaccination', 'About Us']);
      expect(link('Cart (0 items)')).toHaveAttribute('href', '/cart');
      expect(screen.getByPlaceholderText('Search products...')).toBeInTheDocument();
      expect(link('Login')).toHaveAttribute('href', '/login');
      expect(link('Sign Up')).toHaveAttribute('href', '/signup');
      expect(link('Profile')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
      expect(link('Admin')).not.toBeInTheDocument();
    });

    it('links the logo to /', () => {
      renderWithProviders(<Header />);
      expect(link('Kukur Pasal home')).toHaveAttribute('href', '/');
    });
  });

  describe('for a logged-in customer', () => {
    it('shows Profile and Logout instead of Login and Sign Up', () => {
      sessionStore.logIn(customer, 'token');
      renderWithProviders(<Header />);
      expect(link('Profile')).toHaveAttribute('href', '/profile');
      expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
      expect(link('Login')).not.toBeInTheDocument();
      expect(link('Sign Up')).not.toBeInTheDocument();
      expect(link('Admin')).not.toBeInTheDocument();
      expect(link('Cart (0 items)')).toBeInTheDocument();
    });
  });

  describe('for an admin', () => {
    it('shows only Admin and Logout: no customer links, search or cart', () => {
      sessionStore.logIn(admin, 'token');
      renderWithProviders(<Header />);
      expect(link('Admin')).toHaveAttribute('href', '/admin');
      expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
      for (const name of ['Home', 'Products', 'Vaccination', 'About Us', 'Profile', 'Login', 'Sign Up']) {
        expect(link(name)).not.toBeInTheDocument();
      }
      expect(screen.queryByRole('link', { name: /Cart/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('search')).not.toBeInTheDocument();
    });
  });

  it('follows the live session: a login or logout elsewhere changes the account actions', async () => {
    renderWithProviders(<Header />);
    expect(link('Login')).toBeInTheDocument();
    act(() => sessionStore.logIn(customer, 'token'));
    expect(await screen.findByRole('link', { name: 'Profile' })).toBeInTheDocument();
    act(() => sessionStore.logOut());
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows neither Login nor Logout while a stored session is still being restored', () => {
    localStorage.setItem('user', JSON.stringify(customer));
    localStorage.setItem('token', 'expired.token.x');
    sessionStore.init();
    renderWithProviders(<Header />);
    expect(link('Login')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows the total item count on the cart badge and follows cart changes', async () => {
    cartStore.add(aProduct({ _id: 'a', id: 'a' }), 2);
    renderWithProviders(<Header />);
    expect(link('Cart (2 items)')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    cartStore.add(aProduct({ _id: 'b', id: 'b' }));
    expect(await screen.findByRole('link', { name: 'Cart (3 items)' })).toBeInTheDocument();
  });

  describe('search', () => {
    it('does nothing for blank text', async () => {
      renderWithProviders(<Header />, { route: '/home' });
      const box = screen.getByRole('searchbox', { name: 'Search products' });
      await userEvent.type(box, '   {Enter}');
      await userEvent.click(screen.getByRole('button', { name: 'Search' }));
      expect(location()).toHaveTextContent(/^\/home$/);
    });

    it('goes to /search with the trimmed, encoded text', async () => {
      renderWithProviders(<Header />, { route: '/home' });
      await userEvent.type(
        screen.getByRole('searchbox', { name: 'Search products' }),
        '  dog food & treats ',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Search' }));
      expect(location()).toHaveTextContent('/search?search=dog%20food%20%26%20treats');
    });
  });

  describe('logout', () => {
    it('asks for confirmation; Cancel keeps the session', async () => {
      sessionStore.logIn(customer, 'token');
      renderWithProviders(<Header />, { route: '/products' });
      await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirm Logout' });
      expect(
        within(dialog).getByText('Are you sure you want to log out of your account?'),
      ).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(sessionStore.getState().user).toEqual(customer);
      expect(location()).toHaveTextContent('/products');
    });

    it('confirming logs out on the server too, toasts and goes to /home', async () => {
      const fetchMock = mockApi({ 'POST /api/auth/logout': () => new Response(null, { status: 204 }) });
      sessionStore.logIn(customer, 'token');
      renderWithProviders(<Header />, { route: '/products' });
      await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirm Logout' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));

      expect(await screen.findByText('Logout Successful')).toBeInTheDocument();
      expect(screen.getByText('You have been logged out successfully.')).toBeInTheDocument();
      expect(location()).toHaveTextContent(/^\/home$/);
      expect(sessionStore.getState().user).toBeNull();
      expect(localStorage.getItem('token')).toBeNull();
      expect(callsTo(fetchMock, 'POST /api/auth/logout')).toHaveLength(1);
      await waitFor(() => expect(link('Login')).toBeInTheDocument());
    });

    it('still logs out here when the server cannot be reached', async () => {
      mockApi({ 'POST /api/auth/logout': () => Promise.reject(new TypeError('offline')) });
      sessionStore.logIn(customer, 'token');
      renderWithProviders(<Header />, { route: '/products' });
      await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirm Logout' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
      await waitFor(() => expect(sessionStore.getState().user).toBeNull());
      await waitFor(() => expect(location()).toHaveTextContent(/^\/home$/));
    });
  });

  it('opens a mobile menu with the navigation and account actions', async () => {
    renderWithProviders(<Header />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'Vaccination' })).toHaveAttribute('href', '/vaccination');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('link', { name: 'Sign Up' })).toHaveLength(2);
  });
});
