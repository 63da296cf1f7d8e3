import { QueryClient } from '@tanstack/react-query';

/** A fresh query client per test: nothing cached, and a failure is final (no retries to wait for). */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}
