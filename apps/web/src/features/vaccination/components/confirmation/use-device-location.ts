import { LOCATION_TIMEOUT_MS } from '@kukur/contracts';
import { useCallback, useEffect, useState } from 'react';
import type { GeoPoint } from '../../utils/geo-distance';

/** Where the device is, as far as the page knows. */
export type DeviceLocation =
  | { status: 'locating' }
  | { status: 'located'; position: GeoPoint }
  | { status: 'failed'; code: number; message: string }
  | { status: 'unsupported' };

/** A fresh, precise fix, or give up after 10 s (services spec, section 9). */
export const LOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: LOCATION_TIMEOUT_MS,
  maximumAge: 0,
};

// Some browsers leave the message empty; the error's code name still says what went wrong.
const CODE_NAMES: Record<number, string> = {
  1: 'User denied Geolocation',
  2: 'Position unavailable',
  3: 'Timeout expired',
};

const hasGeolocation = () => typeof navigator !== 'undefined' && Boolean(navigator.geolocation);

/** Asks the device for its location once, and again on retry(). */
export function useDeviceLocation(): { location: DeviceLocation; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [location, setLocation] = useState<DeviceLocation>(() =>
    hasGeolocation() ? { status: 'locating' } : { status: 'unsupported' },
  );

  useEffect(() => {
    if (!hasGeolocation()) return;
    let current = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (current)
          setLocation({
            status: 'located',
            position: { latitude: coords.latitude, longitude: coords.longitude },
          });
      },
      (error) => {
        if (!current) return;
        const message = error.message || CODE_NAMES[error.code] || 'Unknown error';
        setLocation({ status: 'failed', code: error.code, message });
      },
      LOCATION_OPTIONS,
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    if (!hasGeolocation()) return;
    setLocation({ status: 'locating' });
    setAttempt((count) => count + 1);
  }, []);

  return { location, retry };
}
