import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { CentreMap } from './centre-map';

const centre = { latitude: 27.6889, longitude: 85.3356 };
const user = { latitude: 27.7172, longitude: 85.324 };

describe('CentreMap (Leaflet)', () => {
  it('pins the centre before the location is known, with no line', async () => {
    const { container } = renderWithProviders(
      <CentreMap centre={centre} centreName="Main Center" user={null} />,
    );
    expect(await screen.findByRole('img', { name: 'Main Center (vaccination centre)' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your location' })).not.toBeInTheDocument();
    expect(container.querySelector('path.leaflet-interactive')).toBeNull();
    expect(screen.getByRole('figure', { name: 'Map of Main Center' })).toBeInTheDocument();
  });

  it('adds the user and a dashed line between the two', async () => {
    const { container } = renderWithProviders(
      <CentreMap centre={centre} centreName="Main Center" user={user} />,
    );
    expect(await screen.findByRole('img', { name: 'Your location' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Main Center (vaccination centre)' })).toBeInTheDocument();
    const line = container.querySelector('path.leaflet-interactive');
    expect(line).toHaveAttribute('stroke-dasharray', '8 8');
  });

  it('keeps pins and line when the tiles cannot be loaded (offline), and says so', async () => {
    const { container } = renderWithProviders(
      <CentreMap centre={centre} centreName="Main Center" user={user} />,
    );
    await screen.findByRole('img', { name: 'Your location' });
    const tile = container.querySelector('img.leaflet-tile');
    expect(tile).not.toBeNull();
    fireEvent.error(tile as Element);

    expect(
      await screen.findByText(
        'The map background could not be loaded; the pins are still in the right places.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('img', { name: 'Your location' })).toBeInTheDocument());
    expect(container.querySelector('path.leaflet-interactive')).not.toBeNull();
  });
});
