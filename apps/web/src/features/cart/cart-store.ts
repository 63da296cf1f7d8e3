import { MAX_QUANTITY_PER_PRODUCT } from '@kukur/contracts';
import { subtotalOf } from '@/shared/orders';
import { browserStorage, readJson, STORAGE_KEYS } from '@/shared/storage';
import {
  cartIdOf,
  type CartItem,
  type CartProductInput,
  isCartItem,
  isVaccine,
  type ShopProductState,
} from './cart-item';

export type AddToCartResult =
  | { status: 'added'; item: CartItem }
  | { status: 'limit'; name: string }
  /** No id, a bad quantity, or a vaccine (`reason: 'vaccine'`): vaccines are booked, not carted. */
  | { status: 'rejected'; reason?: 'vaccine' };

export type CartStore = ReturnType<typeof createCartStore>;

function restore(storage: Storage): CartItem[] {
  const saved = readJson(storage, STORAGE_KEYS.cart);
  if (Array.isArray(saved)) return saved.filter(isCartItem);
  if (saved !== undefined) storage.removeItem(STORAGE_KEYS.cart);
  return [];
}

/** The cart (spec section 4), saved to local storage under `cart` on every change and restored at start. */
export function createCartStore(storage: Storage) {
  let items: CartItem[] = restore(storage);
  // Kept with the items so a subscriber gets the same arrays until the cart changes.
  let split = splitLines(items);
  const listeners = new Set<() => void>();

  function replace(next: CartItem[]) {
    items = next;
    split = splitLines(items);
  }

  function set(next: CartItem[]) {
    replace(next);
    storage.setItem(STORAGE_KEYS.cart, JSON.stringify(items));
    listeners.forEach((listener) => listener());
  }

  return {
    /** Every saved line, vaccines from an older cart included. */
    getItems: (): CartItem[] => items,

    /** The lines that can be ordered: everything but vaccines. */
    getOrderableItems: (): CartItem[] => split.orderable,

    /** Vaccine lines an older version of the shop let into the cart; they are booked instead. */
    getVaccineLines: (): CartItem[] => split.vaccines,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /**
     * Adds `quantity` (default 1) of a product; merges by id; at most 5 per product; rejects a product
     * without id, and a vaccine (booked at a centre, never shipped).
     */
    add(product: CartProductInput, quantity = 1): AddToCartResult {
      if (isVaccine(product)) return { status: 'rejected', reason: 'vaccine' };
      const id = cartIdOf(product);
      if (id === null || !Number.isInteger(quantity) || quantity < 1) return { status: 'rejected' };

      const existing = items.find((item) => item.id === id);
      const nextQuantity = (existing?.quantity ?? 0) + quantity;
      if (nextQuantity > MAX_QUANTITY_PER_PRODUCT) return { status: 'limit', name: product.name };

      const item: CartItem = existing
        ? { ...existing, quantity: nextQuantity }
        : { ...product, id, _id: id, quantity: nextQuantity };
      set(existing ? items.map((line) => (line.id === id ? item : line)) : [...items, item]);
      return { status: 'added', item };
    },

    /** Lowers the quantity by one; a line at 1 is removed. */
    subtract(id: string): void {
      const line = items.find((item) => item.id === id);
      if (!line) return;
      set(
        line.quantity <= 1
          ? items.filter((item) => item.id !== id)
          : items.map((item) => (item.id === id ? { ...item, quantity: item.quantity - 1 } : item)),
      );
    },

    /** Sets a quantity, kept between 0 and 5; a line at 0 is removed. */
    setQuantity(id: string, quantity: number): void {
      if (!items.some((item) => item.id === id)) return;
      const clamped = Math.min(MAX_QUANTITY_PER_PRODUCT, Math.max(0, Math.floor(quantity)));
      set(
        clamped === 0
          ? items.filter((item) => item.id !== id)
          : items.map((item) => (item.id === id ? { ...item, quantity: clamped } : item)),
      );
    },

    remove(id: string): void {
      if (!items.some((item) => item.id === id)) return;
      set(items.filter((item) => item.id !== id));
    },

    /**
     * Takes over what the shop says now: current price, name, image and stock, or that a product is no
     * longer sold. Quantities are left alone: the customer decides what to do about a short line.
     */
    updateFromShop(states: readonly ShopProductState[]): void {
      let changed = false;
      const next = items.map((item) => {
        const state = states.find((candidate) => candidate.id === item.id);
        if (!state) return item;
        const updated = withShopState(item, state);
        if (updated !== item) changed = true;
        return updated;
      });
      if (changed) set(next);
    },

    /** Empties the cart and deletes its saved copy. */
    clear(): void {
      replace([]);
      storage.removeItem(STORAGE_KEYS.cart);
      listeners.forEach((listener) => listener());
    },
  };
}

function splitLines(items: CartItem[]): { orderable: CartItem[]; vaccines: CartItem[] } {
  return {
    orderable: items.filter((item) => !isVaccine(item)),
    vaccines: items.filter(isVaccine),
  };
}

/** The line with the shop's news applied; the same object when nothing changed. */
function withShopState(item: CartItem, state: ShopProductState): CartItem {
  if (state.status === 'gone') return item.gone ? item : { ...item, gone: true };
  const { price = item.price, name = item.name, image = item.image, stock } = state;
  const unchanged =
    !item.gone && item.price === price && item.name === name && item.image === image && item.stock === stock;
  if (unchanged) return item;
  const { gone: _gone, ...rest } = item;
  return { ...rest, price, name, image, stock };
}

/** Number of items in the cart (sum of quantities), shown on the header badge. */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Sum of price times quantity, to the paisa: the subtotal, and (shipping being free) the total. */
export function cartTotal(items: readonly CartItem[]): number {
  return subtotalOf(items);
}

/** The app's one cart, backed by the browser's local storage. */
export const cartStore = createCartStore(browserStorage());
