import { describe, expect, it } from 'vitest';
import { loggableHeaders, withoutSecrets } from './logging.module';

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

describe('loggableHeaders', () => {
  it('keeps every header but the values of credentials', () => {
    expect(
      loggableHeaders({
        authorization: 'Bearer eyJ.secret',
        cookie: 'kp_refresh=secret',
        'set-cookie': ['kp_refresh=secret; HttpOnly'],
        'user-agent': 'Mozilla/5.0',
        'x-request-id': 'abc',
      }),
    ).toEqual({
      authorization: '[redacted]',
      cookie: '[redacted]',
      'set-cookie': '[redacted]',
      'user-agent': 'Mozilla/5.0',
      'x-request-id': 'abc',
    });
    expect(loggableHeaders(undefined)).toEqual({});
  });
});
