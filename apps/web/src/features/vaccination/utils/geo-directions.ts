import type { GeoPoint } from './geo-distance';

/** Google Maps directions to `destination`, from wherever the phone or browser is. */
export function directionsUrl({ latitude, longitude }: GeoPoint): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}
