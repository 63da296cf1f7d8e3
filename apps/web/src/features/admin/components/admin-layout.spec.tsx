import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { AdminLayout } from './admin-layout';

const admin = { id: 'a1', name: 'Ram Bahadur', email: 'ram@example.com' };

function renderShell(route = '/admin/queues', onLogout = vi.fn(() => Promise.resolve())) {
  renderWithProviders(<AdminLayout user={admin} onLogout={onLogout} />, { route });
  return onLogout;
}

describe('AdminLayout', () => {
  it('links every section in one navigation, Queues and E-mails included, and marks the current one', () => {
    renderShell('/admin/emails');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Products',
      'Add Products',
      'Orders',
      'Customers',
      'Bookings',
      'Queues',
      'E-mails',
      'Partners',
      'API Tokens',
      'Webhooks',
    ]);
    expect(within(nav).getByRole('link', { name: 'E-mails' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Queues' })).toHaveAttribute('href', '/admin/queues');
    expect(screen.getByRole('heading', { level: 1, name: 'E-mails' })).toBeInTheDocument();
  });

  it('folds the navigation behind a menu button on small screens; choosing a page closes it', async () => {
    renderShell('/admin');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    await userEvent.click(screen.getByRole('button', { name: 'Open admin menu' }));
    expect(nav).toHaveClass('admin-nav--open');
    await userEvent.click(within(nav).getByRole('link', { name: 'Queues' }));
    expect(nav).not.toHaveClass('admin-nav--open');
    expect(screen.getByRole('button', { name: 'Open admin menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 1, name: 'Queues' })).toBeInTheDocument();
  });

  it('shows the admin’s name and e-mail in the user menu; Logout asks first, then logs out', async () => {
    const onLogout = renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Ram Bahadur' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Ram Bahadur')).toBeInTheDocument();
    expect(within(menu).getByText('ram@example.com')).toBeInTheDocument();

    await userEvent.click(within(menu).getByRole('menuitem', { name: /Logout/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Admin Logout' });
    expect(dialog).toHaveTextContent('Are you sure you want to log out of your admin account?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onLogout).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Ram Bahadur' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: /Logout/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirm Admin Logout' })).getByRole('button', {
        name: 'Logout',
      }),
    );
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
  });
});
