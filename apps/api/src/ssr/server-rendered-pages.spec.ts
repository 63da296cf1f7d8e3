import { describe, expect, it } from 'vitest';
import { isServerRenderedPage } from './server-rendered-pages';

describe('isServerRenderedPage', () => {
  it.each([
    '/',
    '/home',
    '/products',
    '/products/',
    '/products/3f1e',
    '/vaccination',
    '/vaccination/9a2b/',
    '/login',
  ])('renders %s on the server', (path) => expect(isServerRenderedPage(path)).toBe(true));

  it.each([
    '/cart',
    '/signup',
    '/login/x',
    '/products/3f1e/reviews',
    '/admin/products',
    '/vaccinations',
    '/homepage',
  ])('leaves %s to the browser', (path) => expect(isServerRenderedPage(path)).toBe(false));
});
