import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import type { AccountFigures } from './account-summary';
import { ProfileOverview } from './profile-overview';

const user = { id: 'u1', name: 'Sita Sharma', email: 'sita@example.com' };

function renderProfile(figures: AccountFigures | null = { totalOrders: 0, totalSpent: 0 }) {
  return renderWithProviders(
    <ProfileOverview
      user={user}
      logoutAction={<button type="button">Logout</button>}
      figures={figures}
      orderHistory={<p>The order history</p>}
      vaccinationBookings={<p>The vaccination bookings</p>}
    />,
  );
}

describe('ProfileOverview', () => {
  it('shows who is logged in with Edit Profile and the logout action', () => {
    renderProfile();
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sita Sharma' })).toBeInTheDocument();
    expect(screen.getByText('sita@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Edit Profile/ })).toHaveAttribute('href', '/edit-profile');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('summarises the account with real numbers: no orders yet, Rs 0.00 spent', () => {
    renderProfile();
    expect(screen.getByText('Total Orders')).toBeInTheDocument();
    expect(screen.getByText('0')).toBeInTheDocument();
    expect(screen.getByText('Total Spent')).toBeInTheDocument();
    expect(screen.getByText('Rs 0.00')).toBeInTheDocument();
  });

  it('offers the quick actions and a QR code for social media', () => {
    renderProfile();
    expect(screen.getAllByRole('link', { name: /Shop Products/ })[0]).toHaveAttribute('href', '/shop');
    expect(screen.getAllByRole('link', { name: /Book Vaccination/ })[0]).toHaveAttribute(
      'href',
      '/book-vaccination',
    );
    expect(
      screen.getByRole('img', { name: 'QR code linking to Kukur Pasal on Instagram' }),
    ).toBeInTheDocument();
  });

  it('shows Total Spent with Rs and two decimals, and dashes while the figures are unknown', () => {
    const { unmount } = renderProfile({ totalOrders: 3, totalSpent: 12345.5 });
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('Rs 12,345.50')).toBeInTheDocument();
    unmount();
    renderProfile(null);
    expect(screen.getAllByText('—')).toHaveLength(2);
  });

  it('has Order History and Vaccination Bookings tabs with the given contents', async () => {
    renderProfile();
    expect(screen.getByRole('tab', { name: 'Order History' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('The order history')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Vaccination Bookings' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Vaccination Bookings' });
    expect(within(panel).getByText('The vaccination bookings')).toBeInTheDocument();
  });
});
