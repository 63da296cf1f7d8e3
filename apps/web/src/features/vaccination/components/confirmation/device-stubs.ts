import { vi } from 'vitest';

/** Test helper: the browser's navigator with some members replaced (geolocation, share, clipboard...). */
export function stubNavigator(replacements: Record<string, unknown>): void {
  const real = window.navigator;
  vi.stubGlobal(
    'navigator',
    new Proxy(real, {
      get: (target, key) =>
        typeof key === 'string' && key in replacements ? replacements[key] : Reflect.get(target, key, target),
    }),
  );
}

interface PendingRequest {
  success: PositionCallback;
  error: PositionErrorCallback | null | undefined;
  options: PositionOptions | undefined;
}

/**
 * Test helper: a device whose location requests wait until the test answers them, as the user's
 * permission prompt would.
 */
export function fakeGeolocation() {
  const requests: PendingRequest[] = [];
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, error?: PositionErrorCallback | null, options?: PositionOptions) => {
      requests.push({ success, error, options });
    },
  );
  const latest = () => {
    const request = requests.at(-1);
    if (!request) throw new Error('The page has not asked for the location');
    return request;
  };
  return {
    geolocation: { getCurrentPosition } as unknown as Geolocation,
    getCurrentPosition,
    grant(latitude: number, longitude: number) {
      const coords = { latitude, longitude, accuracy: 12 } as GeolocationCoordinates;
      latest().success({ coords, timestamp: Date.now() } as GeolocationPosition);
    },
    refuse(code: number, message: string) {
      latest().error?.({ code, message, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
    },
  };
}
