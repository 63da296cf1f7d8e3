import { describe, expect, it } from 'vitest';
import { orderReference } from './order-text';

describe('orderReference', () => {
  it('shows the last 8 characters of the id, upper-case, as the e-mails do', () => {
    expect(orderReference('5b7e2c1a-8d4f-4e6a-9b3c-2d1e0f9a8b7c')).toBe('0F9A8B7C');
  });
});
