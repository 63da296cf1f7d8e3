import { EARTH_RADIUS_KM, WALKING_SPEED_KMH } from '@kukur/contracts';

/** A place on earth in decimal degrees. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in km between two places (haversine, earth radius 6371 km). */
export function haversineKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLon = toRadians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  // min() guards against rounding pushing `a` just above 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Whole minutes to walk `km` at 5 km/h; at least 1, since "0 min" reads like a mistake. */
export function walkingMinutes(km: number): number {
  return Math.max(1, Math.round((km / WALKING_SPEED_KMH) * 60));
}

/** 38 -> '38 min', 65 -> '1 h 5 min', 120 -> '2 h'. */
export function formatWalkingTime(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const ONE_DECIMAL = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 3.24 -> '3.2 km', 1234.56 -> '1,234.6 km'. */
export function formatDistanceKm(km: number): string {
  return `${ONE_DECIMAL.format(km)} km`;
}
