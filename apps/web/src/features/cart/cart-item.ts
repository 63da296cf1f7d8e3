/** What can be put into the cart: a product with an id or _id; every other field is carried along. */
export interface CartProductInput {
  id?: string | number | null;
  _id?: string | null;
  name: string;
  price: number;
  image?: string | null;
  [field: string]: unknown;
}

/** A cart line (spec section 3): the product, its id copied to `_id` as text, and a quantity of 1 or more. */
export interface CartItem extends CartProductInput {
  id: string;
  _id: string;
  quantity: number;
  /** Pieces the shop last said it has; unknown for a line saved before it was ever checked. */
  stock?: number;
  /** The shop no longer sells the product (it answered 404, or refused the order for it). */
  gone?: boolean;
}

export function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<CartItem>;
  return (
    typeof item.id === 'string' &&
    item.id !== '' &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    Number.isInteger(item.quantity) &&
    (item.quantity ?? 0) >= 1
  );
}

/**
 * Whether a product or line is a vaccine. Vaccines are booked at a centre, never ordered: the cart
 * refuses them, and a line kept from an older cart is shown apart and left out of checkout.
 */
export function isVaccine(product: CartProductInput): boolean {
  return product.kind === 'vaccine';
}

/** Where a vaccine is booked: its page under /vaccination. */
export function bookingPathOf(id: string): string {
  return `/vaccination/${encodeURIComponent(id)}`;
}

/** The cart's key for a product: its id, else its _id, as text; null when it has neither. */
export function cartIdOf(product: Pick<CartProductInput, 'id' | '_id'>): string | null {
  const id = product.id ?? product._id;
  return id == null || id === '' ? null : String(id);
}

/** Why a line cannot be ordered as it stands: no longer sold, none left, or fewer left than asked for. */
export type CartLineProblem =
  { kind: 'gone' } | { kind: 'out-of-stock' } | { kind: 'short'; available: number };

/** What stands in the way of ordering a line, from what the shop last said; null when nothing does. */
export function lineProblemOf(item: CartItem): CartLineProblem | null {
  if (item.gone) return { kind: 'gone' };
  if (typeof item.stock !== 'number') return null;
  if (item.stock <= 0) return { kind: 'out-of-stock' };
  if (item.quantity > item.stock) return { kind: 'short', available: item.stock };
  return null;
}

/** What the shop says about a cart product now: its current details, or that it is no longer sold. */
export type ShopProductState =
  | {
      id: string;
      status: 'available';
      stock: number;
      price?: number;
      name?: string;
      image?: string | null;
    }
  | { id: string; status: 'gone' };
