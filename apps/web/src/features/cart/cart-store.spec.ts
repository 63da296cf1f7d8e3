import { beforeEach, describe, expect, it } from 'vitest';
import { aProduct } from '@/testing/fixtures';
import { type CartItem, lineProblemOf } from './cart-item';
import { cartCount, cartTotal, createCartStore } from './cart-store';

const saved = () => JSON.parse(localStorage.getItem('cart') ?? 'null') as unknown;

describe('cart store', () => {
  beforeEach(() => localStorage.clear());

  it('adds a new product with quantity 1 by default and copies id to _id as text', () => {
    const store = createCartStore(localStorage);
    const result = store.add({ id: 42, name: 'Chew Bone', price: 350, image: null, category: 'Toys' });
    expect(result.status).toBe('added');
    expect(store.getItems()).toEqual([
      { id: '42', _id: '42', name: 'Chew Bone', price: 350, image: null, category: 'Toys', quantity: 1 },
    ]);
  });

  it('uses _id when the product has no id', () => {
    const store = createCartStore(localStorage);
    store.add({ _id: 'abc', name: 'Leash', price: 500 });
    expect(store.getItems()[0]).toMatchObject({ id: 'abc', _id: 'abc', quantity: 1 });
  });

  it('merges the same product by id and adds the quantities', () => {
    const store = createCartStore(localStorage);
    const product = aProduct({ _id: 'p1', id: 'p1' });
    store.add(product);
    store.add(product, 2);
    expect(store.getItems()).toHaveLength(1);
    expect(store.getItems()[0].quantity).toBe(3);
    expect(cartCount(store.getItems())).toBe(3);
  });

  it('keeps different products as separate lines', () => {
    const store = createCartStore(localStorage);
    store.add(aProduct({ _id: 'a', id: 'a', price: 100 }));
    store.add(aProduct({ _id: 'b', id: 'b', price: 250.5 }), 2);
    expect(store.getItems().map((item) => item.id)).toEqual(['a', 'b']);
    expect(cartCount(store.getItems())).toBe(3);
    expect(cartTotal(store.getItems())).toBe(601);
  });

  it('rejects a product without id or _id and leaves the cart unchanged', () => {
    const store = createCartStore(localStorage);
    expect(store.add({ name: 'Mystery', price: 10 })).toEqual({ status: 'rejected' });
    expect(store.add({ id: '', _id: null, name: 'Mystery', price: 10 })).toEqual({ status: 'rejected' });
    expect(store.getItems()).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('allows at most 5 of one product and reports the limit', () => {
    const store = createCartStore(localStorage);
    const product = aProduct({ _id: 'p1', id: 'p1', name: 'Chew Bone' });
    store.add(product, 4);
    expect(store.add(product).status).toBe('added');
    expect(store.add(product)).toEqual({ status: 'limit', name: 'Chew Bone' });
    expect(store.getItems()[0].quantity).toBe(5);
    expect(store.add(aProduct({ _id: 'p2', id: 'p2' }), 6).status).toBe('limit');
    expect(store.getItems()).toHaveLength(1);
  });

  it('saves to local storage on every change', () => {
    const store = createCartStore(localStorage);
    store.add({ id: 'a', name: 'A', price: 1 });
    expect(saved()).toEqual([{ id: 'a', _id: 'a', name: 'A', price: 1, quantity: 1 }]);
    store.add({ id: 'a', name: 'A', price: 1 });
    expect(saved()).toEqual([{ id: 'a', _id: 'a', name: 'A', price: 1, quantity: 2 }]);
    store.subtract('a');
    expect(saved()).toEqual([{ id: 'a', _id: 'a', name: 'A', price: 1, quantity: 1 }]);
    store.remove('a');
    expect(saved()).toEqual([]);
  });

  it('restores the saved cart at start', () => {
    createCartStore(localStorage).add({ id: 'a', name: 'A', price: 99.5 }, 2);
    const restored = createCartStore(localStorage);
    expect(restored.getItems()).toEqual([{ id: 'a', _id: 'a', name: 'A', price: 99.5, quantity: 2 }]);
  });

  it('drops an unreadable saved cart', () => {
    localStorage.setItem('cart', '{broken');
    expect(createCartStore(localStorage).getItems()).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('subtract removes a line at quantity 1; setQuantity clamps and removes at 0', () => {
    const store = createCartStore(localStorage);
    store.add({ id: 'a', name: 'A', price: 1 });
    store.add({ id: 'b', name: 'B', price: 1 });
    store.subtract('a');
    expect(store.getItems().map((item) => item.id)).toEqual(['b']);
    store.setQuantity('b', 9);
    expect(store.getItems()[0].quantity).toBe(5);
    store.setQuantity('b', -3);
    expect(store.getItems()).toEqual([]);
  });

  it('clear empties the cart and its saved copy', () => {
    const store = createCartStore(localStorage);
    store.add({ id: 'a', name: 'A', price: 1 });
    store.clear();
    expect(store.getItems()).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('notifies subscribers of changes', () => {
    const store = createCartStore(localStorage);
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.add({ id: 'a', name: 'A', price: 1 });
    store.add({ name: 'no id', price: 1 });
    expect(calls).toBe(1);
  });
});

describe('cart store: what the shop says now', () => {
  beforeEach(() => localStorage.clear());

  it('takes over the current price, name, image and stock, keeps the quantity, and saves', () => {
    const store = createCartStore(localStorage);
    store.add({ id: 'a', name: 'Old name', price: 100, image: null }, 2);
    store.updateFromShop([
      { id: 'a', status: 'available', price: 120, name: 'New name', image: '/media/a.webp', stock: 7 },
    ]);
    const expected = {
      id: 'a',
      _id: 'a',
      name: 'New name',
      price: 120,
      image: '/media/a.webp',
      stock: 7,
      quantity: 2,
    };
    expect(store.getItems()).toEqual([expected]);
    expect(saved()).toEqual([expected]);
    expect(cartTotal(store.getItems())).toBe(240);
  });

  it('marks a product the shop no longer sells, and unmarks it when it is back', () => {
    const store = createCartStore(localStorage);
    store.add({ id: 'a', name: 'A', price: 1 });
    store.add({ id: 'b', name: 'B', price: 1 });
    store.updateFromShop([{ id: 'a', status: 'gone' }]);
    expect(store.getItems().map((item) => [item.id, item.gone])).toEqual([
      ['a', true],
      ['b', undefined],
    ]);
    store.updateFromShop([{ id: 'a', status: 'available', stock: 3 }]);
    expect(store.getItems()[0]).toEqual({ id: 'a', _id: 'a', name: 'A', price: 1, stock: 3, quantity: 1 });
  });

  it('changes nothing (no save, no notice) when the shop says what the cart already knows', () => {
    const store = createCartStore(localStorage);
    store.add({ id: 'a', name: 'A', price: 5, image: null, stock: 4 });
    const before = store.getItems();
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.updateFromShop([
      { id: 'a', status: 'available', price: 5, name: 'A', image: null, stock: 4 },
      { id: 'not-in-cart', status: 'gone' },
    ]);
    expect(calls).toBe(0);
    expect(store.getItems()).toBe(before);
  });
});

describe('lineProblemOf', () => {
  const line = (overrides: Partial<CartItem> = {}): CartItem => ({
    id: 'a',
    _id: 'a',
    name: 'A',
    price: 1,
    quantity: 2,
    ...overrides,
  });

  it('finds nothing wrong while the stock is unknown or enough', () => {
    expect(lineProblemOf(line())).toBeNull();
    expect(lineProblemOf(line({ stock: 2 }))).toBeNull();
  });

  it('tells gone, out of stock and fewer left than asked for apart', () => {
    expect(lineProblemOf(line({ gone: true, stock: 9 }))).toEqual({ kind: 'gone' });
    expect(lineProblemOf(line({ stock: 0 }))).toEqual({ kind: 'out-of-stock' });
    expect(lineProblemOf(line({ stock: 1 }))).toEqual({ kind: 'short', available: 1 });
  });
});

describe('cart store: vaccines are booked, not carted', () => {
  beforeEach(() => localStorage.clear());

  const rabies = aProduct({ _id: 'rabies', id: 'rabies', name: 'Anti-Rabies', kind: 'vaccine' });
  const bone = aProduct({ _id: 'bone', id: 'bone', name: 'Chew Bone', price: 350 });

  it('refuses a vaccine and leaves the cart unchanged', () => {
    const store = createCartStore(localStorage);
    let calls = 0;
    store.subscribe(() => (calls += 1));
    expect(store.add(rabies)).toEqual({ status: 'rejected', reason: 'vaccine' });
    expect(store.getItems()).toEqual([]);
    expect(calls).toBe(0);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('keeps a vaccine line of an older saved cart apart from the lines that can be ordered', () => {
    localStorage.setItem(
      'cart',
      JSON.stringify([
        { ...bone, id: 'bone', _id: 'bone', quantity: 2 },
        { ...rabies, id: 'rabies', _id: 'rabies', quantity: 1 },
      ]),
    );
    const store = createCartStore(localStorage);
    expect(store.getItems().map((item) => item.id)).toEqual(['bone', 'rabies']);
    expect(store.getOrderableItems().map((item) => item.id)).toEqual(['bone']);
    expect(store.getVaccineLines().map((item) => item.id)).toEqual(['rabies']);
    expect(cartTotal(store.getOrderableItems())).toBe(700);
    // The same arrays until the cart changes, as useSyncExternalStore needs.
    expect(store.getOrderableItems()).toBe(store.getOrderableItems());

    store.remove('rabies');
    expect(store.getVaccineLines()).toEqual([]);
    expect(store.getOrderableItems().map((item) => item.id)).toEqual(['bone']);
  });
});
