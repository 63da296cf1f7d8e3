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

/** Typed client for the Kukur Pasal API, served on the same origin under /api. */
export const apiClient = createClient<paths>({
  baseUrl: '',
  // Looked up per call (not captured once) so tests can stub the global fetch.
  fetch: (request) => globalThis.fetch(request),
});
apiClient.use(bearerToken);

/** Returns the data of an openapi-fetch answer or throws an ApiError. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || result.data === undefined) {
    throw new ApiError(result.response.status, result.error);
  }
  return result.data;
}
