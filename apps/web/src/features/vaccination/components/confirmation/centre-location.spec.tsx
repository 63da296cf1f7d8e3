import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAIN_CENTER } from '@/testing/booking-fixtures';
import { renderWithProviders } from '@/testing/render';
import { CentreLocation } from './centre-location';
import type { CentreMapProps } from './centre-map';
import { fakeGeolocation, stubNavigator } from './device-stubs';

// jsdom draws no Leaflet map worth looking at; centre-map.spec.tsx tests the real one.
vi.mock('./centre-map', () => ({
  CentreMap: ({ centreName, user }: CentreMapProps) => (
    <p>{`Map: ${centreName}${user ? ` and you at ${user.latitude},${user.longitude}` : ''}`}</p>
  ),
}));

const centre = { ...MAIN_CENTER, latitude: 27.6889, longitude: 85.3356 };
const THAMEL = [27.7172, 85.324] as const;
const BHAKTAPUR = [27.671, 85.4298] as const;

const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Getting There', () => {
  let device: ReturnType<typeof fakeGeolocation>;

  beforeEach(() => {
    device = fakeGeolocation();
    stubNavigator({ geolocation: device.geolocation });
  });

  it('asks for a fresh, precise location with a 10 s time-out, showing the centre meanwhile', async () => {
    renderWithProviders(<CentreLocation centre={centre} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Getting There' })).toBeInTheDocument();
    expect(screen.getByText('Finding your location...')).toBeInTheDocument();
    expect(await screen.findByText('Map: Main Center')).toBeInTheDocument();
    expect(device.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(device.getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      timeout: 10000,
      maximumAge: 0,
    });
  });

  it('granted: puts the user on the map with the distance and the walking time at 5 km/h', async () => {
    renderWithProviders(<CentreLocation centre={centre} />);
    act(() => device.grant(...THAMEL));

    expect(await screen.findByText('Map: Main Center and you at 27.7172,85.324')).toBeInTheDocument();
    expect(figure('Distance')).toBe('3.3 km in a straight line');
    expect(figure('Walking time')).toBe('40 min at 5 km/h');
    expect(screen.queryByText('Finding your location...')).not.toBeInTheDocument();
  });

  it('shows hours and minutes for a longer walk', async () => {
    renderWithProviders(<CentreLocation centre={centre} />);
    act(() => device.grant(...BHAKTAPUR));
    expect(figure('Distance')).toBe('9.5 km in a straight line');
    expect(figure('Walking time')).toBe('1 h 54 min at 5 km/h');
  });

  it('refused: shows the error text, and Try Getting Location Again asks again', async () => {
    renderWithProviders(<CentreLocation centre={centre} />);
    act(() => device.refuse(1, 'User denied Geolocation'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not retrieve location (Error 1: User denied Geolocation). Please ensure location access is allowed.',
    );
    expect(screen.queryByText('Distance')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try Getting Location Again' }));
    expect(device.getCurrentPosition).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Finding your location...')).toBeInTheDocument();

    act(() => device.grant(...THAMEL));
    expect(figure('Distance')).toBe('3.3 km in a straight line');
  });

  it('names the error by its code when the browser gives no message (a time-out)', async () => {
    renderWithProviders(<CentreLocation centre={centre} />);
    act(() => device.refuse(3, ''));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not retrieve location (Error 3: Timeout expired).',
    );
  });

  it('without geolocation: says the browser does not support it, and still shows the centre', async () => {
    stubNavigator({ geolocation: undefined });
    renderWithProviders(<CentreLocation centre={centre} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Geolocation is not supported by this browser.',
    );
    expect(await screen.findByText('Map: Main Center')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Getting Location Again' })).not.toBeInTheDocument();
  });
});
