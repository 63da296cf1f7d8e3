import { describe, expect, it } from 'vitest';
import { mapTilesFrom, OPEN_STREET_MAP_ATTRIBUTION, OPEN_STREET_MAP_TILE_URL } from './map';

describe('mapTilesFrom', () => {
  it("uses OpenStreetMap's tiles and credit by default", () => {
    expect(mapTilesFrom({})).toEqual({
      url: OPEN_STREET_MAP_TILE_URL,
      attribution: OPEN_STREET_MAP_ATTRIBUTION,
    });
    expect(mapTilesFrom({ VITE_MAP_TILE_URL: ' ' }).url).toBe(OPEN_STREET_MAP_TILE_URL);
  });

  it('uses the configured tile server and its credit', () => {
    expect(
      mapTilesFrom({
        VITE_MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
        VITE_MAP_TILE_ATTRIBUTION: '&copy; Example Maps',
      }),
    ).toEqual({ url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '&copy; Example Maps' });
  });

  it("does not credit OpenStreetMap for another server's tiles", () => {
    expect(mapTilesFrom({ VITE_MAP_TILE_URL: 'http://localhost:8080/{z}/{x}/{y}.png' }).attribution).toBe('');
  });
});
