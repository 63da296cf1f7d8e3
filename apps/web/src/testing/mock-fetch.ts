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
