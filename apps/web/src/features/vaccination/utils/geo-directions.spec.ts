import { describe, expect, it } from 'vitest';
import { directionsUrl } from './geo-directions';

describe('directionsUrl', () => {
  it('asks Google Maps for directions to the place', () => {
    expect(directionsUrl({ latitude: 27.6889, longitude: 85.3356 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=27.6889,85.3356',
    );
  });
});
