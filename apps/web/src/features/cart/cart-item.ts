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

/** The cart's key for a product: its id, else its _id, as text; null when it has neither. */
export function cartIdOf(product: Pick<CartProductInput, 'id' | '_id'>): string | null {
  const id = product.id ?? product._id;
  return id == null || id === '' ? null : String(id);
}
