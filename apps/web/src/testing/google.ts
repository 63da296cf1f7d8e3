import { jsonResponse, type ApiRoutes } from './mock-fetch';

/** GET /api/auth/config without Google sign-in: the account pages show no Google options. */
export const noGoogle: ApiRoutes = {
  'GET /api/auth/config': () => jsonResponse({ googleClientId: null }),
};

/** GET /api/auth/config with a Google client id. */
export const withGoogle: ApiRoutes = {
  'GET /api/auth/config': () => jsonResponse({ googleClientId: 'client-1' }),
};

/**
 * Stands in for Google Identity Services: its button shows `buttonText`, and `respond` hands the page a
 * credential as Google's pop-up would. Remove it with `delete window.google` after the test.
 */
export function fakeGoogle(buttonText: string) {
  let callback: ((response: { credential: string }) => void) | undefined;
  window.google = {
    accounts: {
      id: {
        initialize: (config) => {
          callback = config.callback;
        },
        renderButton: (parent) => {
          parent.textContent = buttonText;
        },
      },
    },
  };
  return { respond: (credential: string) => callback?.({ credential }) };
}
