import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import { createQueryClient } from './provider';

const failure = (status: number) =>
  new ApiError(status, { statusCode: status, error: 'Error', message: 'Refused', code: 'COMMON.ERROR' });

describe('createQueryClient', () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry as (
    failures: number,
    error: unknown,
  ) => boolean;

  it('tries a failed read once more', () => {
    expect(retry(0, failure(500))).toBe(true);
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(1, failure(500))).toBe(false);
  });

  it('does not ask again at once after a 429 (it would only prolong the wait)', () => {
    expect(retry(0, failure(429))).toBe(false);
  });
});
