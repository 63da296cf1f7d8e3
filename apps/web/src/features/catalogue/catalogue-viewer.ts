import type { Product } from '@/shared/api';

/** Who is looking at the catalogue, as the app's session tells the catalogue screens. */
export interface CatalogueViewer {
  role: 'visitor' | 'customer' | 'admin';
  /** The account name, shown with a review that could only be kept on this page. */
  name: string | null;
}

/** How adding to the cart went (the cart feature's answer, as far as the catalogue needs it). */
export interface AddToCartOutcome {
  status: 'added' | 'limit' | 'rejected';
}

/** What a product page gets from the app: who is looking, the cart, and the way to /login and back. */
export interface ProductPageSession {
  viewer: CatalogueViewer;
  onAddToCart: (product: Product, quantity: number) => AddToCartOutcome;
  /** Sends the visitor to /login, to come back here afterwards. */
  onLoginRequired: () => void;
}

/** The page a product belongs to: vaccines live under /vaccination, everything else under /products. */
export function detailPathOf(product: { _id: string; kind: 'product' | 'vaccine' }): string {
  const base = product.kind === 'vaccine' ? '/vaccination' : '/products';
  return `${base}/${encodeURIComponent(product._id)}`;
}
