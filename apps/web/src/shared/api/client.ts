import createClient, { type Middleware } from 'openapi-fetch';
import { STORAGE_KEYS } from '@/shared/storage';
import { ApiError } from './api-error';
import type { paths } from './schema';

/** The spec: a bearer token goes on every request whenever one exists. */
const bearerToken: Middleware = {
  onRequest({ request }) {
    const token = window.localStorage.getItem(STORAGE_KEYS.token);
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
};

/** A typed client for the Kukur Pasal API (same origin, under /api) that sends the bearer token. */
export function createApiClient() {
  const client = createClient<paths>({
    baseUrl: '',
    // Looked up per call (not captured once) so tests can stub the global fetch.
    fetch: (request) => globalThis.fetch(request),
  });
  client.use(bearerToken);
  return client;
}

/** The app's one API client; the session adds its refresh-on-401 middleware at start-up. */
export const apiClient = createApiClient();

/** Returns the data of an openapi-fetch answer or throws an ApiError. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || result.data === undefined) {
    throw new ApiError(result.response.status, result.error);
  }
  return result.data;
}

/** For answers without a body (204): throws an ApiError unless the status is 2xx. */
export function expectOk(result: { error?: unknown; response: Response }): void {
  if (result.error !== undefined || !result.response.ok) {
    throw new ApiError(result.response.status, result.error);
  }
}
