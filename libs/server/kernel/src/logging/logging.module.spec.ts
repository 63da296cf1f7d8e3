import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './logging.module';

describe('withoutSecrets', () => {
  it('hides OAuth codes, states and other secrets in logged URLs, and keeps the rest', () => {
    expect(withoutSecrets('/api/auth/google/callback?state=abc123&code=4/0AX-secret&scope=email')).toBe(
      '/api/auth/google/callback?state=[redacted]&code=[redacted]&scope=email',
    );
    expect(withoutSecrets('/api/products?category=Toys&_limit=6')).toBe(
      '/api/products?category=Toys&_limit=6',
    );
  });
});
