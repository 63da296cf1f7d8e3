import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/features/auth';
import { aProduct } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { HomeRoute } from './home';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('home page', () => {
  beforeEach(() => {
    sessionStore.logOut();
    mockFetch((request) =>
      new URL(request.url).pathname === '/api/orders/first-order-offer'
        ? jsonResponse({ enabled: true, percent: 10, eligible: false })
        : jsonResponse([aProduct({ name: 'Royal Dog Adult' })]),
    );
  });

  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('has a hero with Shop Now going to /products', () => {
    renderWithProviders(<HomeRoute />);
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
  });

  it('invites a visitor to sign up or log in', async () => {
    renderWithProviders(<HomeRoute />);
    expect(screen.getByRole('heading', { name: 'New Customer?' })).toBeInTheDocument();
    expect(await screen.findByText(/10% off/)).toBeInTheDocument();
    expect(screen.getByText('Member-only discounts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('heading', { name: 'Returning Customer?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login Now' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('welcomes a logged-in customer by name with profile and vaccination links', () => {
    sessionStore.logIn({ name: 'Sita', email: 'sita@example.com' }, 'token');
    renderWithProviders(<HomeRoute />);
    expect(screen.getByRole('heading', { name: 'Welcome back, Sita!' })).toBeInTheDocument();
    for (const title of ['Browse Categories', 'Your Account', 'Pet Services']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Your Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Book Vaccination' })).toHaveAttribute('href', '/vaccination');
    expect(screen.queryByRole('link', { name: 'Sign Up Now' })).not.toBeInTheDocument();
  });

  it('calls a logged-in customer without a name Friend', () => {
    sessionStore.logIn({ email: 'anon@example.com' }, 'token');
    renderWithProviders(<HomeRoute />);
    expect(screen.getByRole('heading', { name: 'Welcome back, Friend!' })).toBeInTheDocument();
  });

  it('lists the four services', () => {
    renderWithProviders(<HomeRoute />);
    const services = screen.getByRole('region', { name: 'Why dog owners choose us' });
    expect(
      within(services)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Quality Products', 'E-commerce Platform', 'Customer Care', 'Vaccination Services']);
  });

  it('shows featured products, the gallery with a follow link and the newsletter', async () => {
    renderWithProviders(<HomeRoute />);
    expect(await screen.findByRole('heading', { name: 'Royal Dog Adult' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products');
    const gallery = screen.getByRole('region', { name: 'Happy dogs of Kukur Pasal' });
    expect(within(gallery).getAllByRole('listitem')).toHaveLength(3);
    expect(within(gallery).getByRole('link', { name: /Follow us on Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/kukurpasal',
    );
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
  });

  it('shows the scroll-to-top button only after scrolling more than 400 px', () => {
    renderWithProviders(<HomeRoute />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(400);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(401);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
  });

  it('promises no first-order discount while the shop does not run the offer', async () => {
    const fetchMock = mockFetch((request) =>
      new URL(request.url).pathname === '/api/orders/first-order-offer'
        ? jsonResponse({ enabled: false, percent: 10, eligible: false })
        : jsonResponse([]),
    );
    renderWithProviders(<HomeRoute />);
    expect(screen.getByRole('heading', { name: 'New Customer?' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/orders/first-order-offer')).toHaveLength(1));
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
  });
});
