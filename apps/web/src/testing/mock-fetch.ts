import { vi } from 'vitest';

export type FetchHandler = (request: Request) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces the global fetch for this test; returns the mock so tests can inspect the requests. */
export function mockFetch(handler: FetchHandler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(input instanceof Request ? input : new Request(input, init))),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The Request objects fetch was called with. */
export function requestsOf(fetchMock: ReturnType<typeof mockFetch>): Request[] {
  return fetchMock.mock.calls.map(([input]) => input as Request);
}

export type ApiRoutes = Record<string, FetchHandler>;

/**
 * Replaces the global fetch with a table of `"METHOD /path"` handlers; any other call answers 404.
 * Returns the mock so tests can inspect the requests.
 */
export function mockApi(routes: ApiRoutes) {
  return mockFetch((request) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const handler = routes[key];
    return handler
      ? handler(request)
      : jsonResponse(
          { statusCode: 404, error: 'Not Found', message: `No mock for ${key}`, code: 'COMMON.NOT_FOUND' },
          404,
        );
  });
}

/** An error answer in the API's shape. */
export function errorResponse(status: number, message: string, code = 'COMMON.ERROR'): Response {
  return jsonResponse({ statusCode: status, error: 'Error', message, code }, status);
}

/** The requests made to one `"METHOD /path"`. */
export function callsTo(fetchMock: ReturnType<typeof mockFetch>, key: string): Request[] {
  return requestsOf(fetchMock).filter(
    (request) => `${request.method} ${new URL(request.url).pathname}` === key,
  );
}

/**
 * A handler whose answers wait until `release()`: a test can look at the loading state first. Every call waits
 * for the same release, so a call made again (a remount asking anew) gets its answer too.
 */
export function heldAnswer(answer: FetchHandler): { handler: FetchHandler; release: () => void } {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    handler: async (request) => {
      await released;
      return answer(request);
    },
    release,
  };
}
