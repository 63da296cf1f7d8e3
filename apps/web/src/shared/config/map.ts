declare global {
  interface ImportMetaEnv {
    /** A tile server's URL template ({z}/{x}/{y}); OpenStreetMap's when unset. */
    readonly VITE_MAP_TILE_URL?: string;
    /** The credit that tile server asks for (HTML); OpenStreetMap's for its own tiles. */
    readonly VITE_MAP_TILE_ATTRIBUTION?: string;
  }
}

export const OPEN_STREET_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** OpenStreetMap's tile usage policy requires this credit on every map that shows its tiles. */
export const OPEN_STREET_MAP_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Where map tiles come from and whom the map credits for them. */
export interface MapTiles {
  url: string;
  attribution: string;
}

/** The tile server from the build's environment; OpenStreetMap with its credit by default. */
export function mapTilesFrom(
  env: Pick<ImportMetaEnv, 'VITE_MAP_TILE_URL' | 'VITE_MAP_TILE_ATTRIBUTION'>,
): MapTiles {
  const url = env.VITE_MAP_TILE_URL?.trim() || OPEN_STREET_MAP_TILE_URL;
  const attribution =
    env.VITE_MAP_TILE_ATTRIBUTION?.trim() ||
    (url === OPEN_STREET_MAP_TILE_URL ? OPEN_STREET_MAP_ATTRIBUTION : '');
  return { url, attribution };
}

const tiles = mapTilesFrom(import.meta.env);

/** The map tile URL template (VITE_MAP_TILE_URL). */
export const mapTileUrl = tiles.url;
/** The credit shown on maps for their tiles (VITE_MAP_TILE_ATTRIBUTION). */
export const mapTileAttribution = tiles.attribution;
