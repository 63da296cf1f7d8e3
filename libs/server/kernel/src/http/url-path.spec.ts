import { describe, expect, it } from 'vitest';
import { urlPath } from './url-path';

describe('urlPath', () => {
  it('drops the query and keeps the path as sent', () => {
    expect(urlPath('/api/products?page=1&q=a?b')).toBe('/api/products');
    expect(urlPath('/api/health')).toBe('/api/health');
    expect(urlPath('/products/%20x?')).toBe('/products/%20x');
  });
});
