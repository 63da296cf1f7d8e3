import { describe, expect, it } from 'vitest';
import { aProduct } from '@/testing/fixtures';
import { nextSort, searchProducts, shopPathOf, sortProducts } from './product-table';

const kibble = aProduct({ name: 'Royal Kibble', category: 'Food', price: 2400, description: 'Dry food' });
const ball = aProduct({ name: 'bouncy Ball', category: 'Toys', price: 350, description: 'Rubber fetch toy' });
const rabies = aProduct({
  name: 'Rabies Vaccine',
  category: 'Core Vaccine',
  kind: 'vaccine',
  price: 1200,
  description: 'Protects against rabies',
});
const all = [kibble, ball, rabies];
const names = (list: { name: string }[]) => list.map((product) => product.name);

describe('sorting the product table', () => {
  it('keeps the server order until a column is chosen', () => {
    expect(names(sortProducts(all, null))).toEqual(['Royal Kibble', 'bouncy Ball', 'Rabies Vaccine']);
  });

  it('sorts by name ignoring case, by category and by price, each both ways', () => {
    expect(names(sortProducts(all, { field: 'name', direction: 'asc' }))).toEqual([
      'bouncy Ball',
      'Rabies Vaccine',
      'Royal Kibble',
    ]);
    expect(names(sortProducts(all, { field: 'name', direction: 'desc' }))).toEqual([
      'Royal Kibble',
      'Rabies Vaccine',
      'bouncy Ball',
    ]);
    expect(names(sortProducts(all, { field: 'category', direction: 'asc' }))).toEqual([
      'Rabies Vaccine',
      'Royal Kibble',
      'bouncy Ball',
    ]);
    expect(names(sortProducts(all, { field: 'price', direction: 'asc' }))).toEqual([
      'bouncy Ball',
      'Rabies Vaccine',
      'Royal Kibble',
    ]);
    expect(names(sortProducts(all, { field: 'price', direction: 'desc' }))).toEqual([
      'Royal Kibble',
      'Rabies Vaccine',
      'bouncy Ball',
    ]);
  });

  it('does not change the list it is given', () => {
    sortProducts(all, { field: 'price', direction: 'asc' });
    expect(names(all)).toEqual(['Royal Kibble', 'bouncy Ball', 'Rabies Vaccine']);
  });

  it('toggles: a new column starts ascending, the same column flips', () => {
    const first = nextSort(null, 'price');
    expect(first).toEqual({ field: 'price', direction: 'asc' });
    const second = nextSort(first, 'price');
    expect(second).toEqual({ field: 'price', direction: 'desc' });
    expect(nextSort(second, 'price')).toEqual({ field: 'price', direction: 'asc' });
    expect(nextSort(second, 'name')).toEqual({ field: 'name', direction: 'asc' });
  });
});

describe('searching the product table', () => {
  it('matches name, description or category, ignoring case and surrounding spaces', () => {
    expect(names(searchProducts(all, 'KIBBLE'))).toEqual(['Royal Kibble']);
    expect(names(searchProducts(all, ' fetch '))).toEqual(['bouncy Ball']);
    expect(names(searchProducts(all, 'core vacc'))).toEqual(['Rabies Vaccine']);
    expect(names(searchProducts(all, 'o'))).toHaveLength(3);
    expect(searchProducts(all, 'parrot')).toEqual([]);
  });

  it('shows everything for an empty search', () => {
    expect(searchProducts(all, '   ')).toHaveLength(3);
  });
});

describe('where a product is viewed in the shop', () => {
  it('is /products/{id} for a dog product and /vaccination/{id} for a vaccine', () => {
    expect(shopPathOf({ _id: 'p1', kind: 'product' })).toBe('/products/p1');
    expect(shopPathOf({ _id: 'v1', kind: 'vaccine' })).toBe('/vaccination/v1');
  });
});
