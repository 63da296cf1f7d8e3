import type { Middleware } from 'openapi-fetch';
import { singleFlight } from '@/shared/lib';

export interface RefreshOnUnauthorizedOptions {
  /**
   * Gets a new access token (and stores it). Resolves null when the server refuses (the session is over);
   * rejects when there was no answer at all.
   */
  refresh: () => Promise<string | null>;
  /** Called once per refused refresh: end the session and send the user to /login. */
  onRefreshFailed: () => void;
}

/**
 * Calls whose 401 is an answer about the credentials sent in the body (or about the refresh cookie
 * itself), never about an expired access token, so a refresh would not help.
 */
const NEVER_RETRIED = [
  /^\/api\/auth\//,
  /^\/api\/otp\//,
  /^\/api\/user\/login$/,
  /^\/api\/user\/login-with-google$/,
  /^\/api\/user\/auth\/complete-google-signup$/,
  /^\/api\/user\/signup$/,
  /^\/api\/user\/reset-password$/,
];

function isRetriable(schemaPath: string, request: Request): boolean {
  // Without a bearer token a 401 cannot mean "your access token has expired".
  return request.headers.has('Authorization') && !NEVER_RETRIED.some((pattern) => pattern.test(schemaPath));
}

/**
 * Retries a request once after a 401: first one POST /api/auth/refresh shared by every request that failed
 * meanwhile (single flight), then the same request again with the new token.
 * Register it after the bearer-token middleware.
 */
export function refreshOnUnauthorized({
  refresh,
  onRefreshFailed,
}: RefreshOnUnauthorizedOptions): Middleware {
  // The refusal is reported inside the single flight, so requests that shared it end the session once.
  const refreshOnce = singleFlight(async () => {
    const token = await refresh();
    if (token === null) onRefreshFailed();
    return token;
  });
  // The request as it was before fetch consumed its body, kept until its answer arrives.
  const replayable = new Map<string, Request>();

  return {
    onRequest({ request, schemaPath, id }) {
      if (isRetriable(schemaPath, request)) replayable.set(id, request.clone());
    },

    async onResponse({ response, id, options }) {
      const original = replayable.get(id);
      replayable.delete(id);
      if (!original || response.status !== 401) return undefined;

      let token: string | null;
      try {
        token = await refreshOnce();
      } catch {
        // No answer from the refresh (offline): keep the session and hand back the 401.
        return response;
      }
      if (token === null) return response;
      original.headers.set('Authorization', `Bearer ${token}`);
      return options.fetch(original);
    },

    onError({ id }) {
      replayable.delete(id);
    },
  };
}
