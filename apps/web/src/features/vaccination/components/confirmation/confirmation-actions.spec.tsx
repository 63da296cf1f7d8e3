import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aBooking } from '@/testing/booking-fixtures';
import { renderWithProviders } from '@/testing/render';
import { ConfirmationActions } from './confirmation-actions';
import { stubNavigator } from './device-stubs';

const booking = aBooking({ appointmentDate: '2026-12-01', appointmentTime: '10:00' });
const ORIGIN = 'https://kukurpasal.com';
const LINK = `${ORIGIN}/BookingConfirm/${booking.id}`;

const showActions = (upcoming = true) =>
  renderWithProviders(<ConfirmationActions booking={booking} origin={ORIGIN} upcoming={upcoming} />);

describe('Appointment actions', () => {
  it('opens directions to the centre in Google Maps in a new tab', () => {
    showActions();
    const link = screen.getByRole('link', { name: 'Open in Maps (opens in a new tab)' });
    expect(link).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=27.6889,85.3356',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links to the booking statement and home', () => {
    showActions();
    expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute(
      'href',
      `/MyBookings?id=${booking.id}`,
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it("shares the appointment through the device's share sheet", async () => {
    const share = vi.fn(() => Promise.resolve());
    stubNavigator({ share });
    showActions();
    await userEvent.click(screen.getByRole('button', { name: 'Share Appointment' }));

    expect(share).toHaveBeenCalledWith({
      title: 'Vaccination appointment for Bhote',
      text: "Bhote's vaccination at Main Center on Tue, 1 Dec 2026 at 10:00 (Nepal time). Contact code: VX4821.",
      url: LINK,
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says nothing when the user closes the share sheet', async () => {
    stubNavigator({ share: vi.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError'))) });
    showActions();
    await userEvent.click(screen.getByRole('button', { name: 'Share Appointment' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("without device sharing: the spec's notice, the link, and Copy Link copies it", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator({ share: undefined, clipboard: { writeText } });
    showActions();
    await userEvent.click(screen.getByRole('button', { name: 'Share Appointment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sharing is not supported in your browser. You can copy the URL instead.',
    );
    expect(screen.getByRole('textbox', { name: 'Link to this booking' })).toHaveValue(LINK);
    await userEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('asks the user to copy the link by hand when the clipboard refuses', async () => {
    stubNavigator({ share: undefined, clipboard: undefined });
    showActions();
    await userEvent.click(screen.getByRole('button', { name: 'Share Appointment' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Copy Link' }));
    await waitFor(() =>
      expect(
        screen.getByText('Could not copy the link. Please select it and copy it yourself.'),
      ).toBeInTheDocument(),
    );
  });

  it('offers neither directions nor sharing for an appointment that is over', () => {
    showActions(false);
    expect(screen.queryByRole('link', { name: /Open in Maps/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share Appointment' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Bookings' })).toBeInTheDocument();
  });
});
