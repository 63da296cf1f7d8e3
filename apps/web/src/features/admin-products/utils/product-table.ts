import type { Product } from '@/shared/api';

/** The columns an admin can sort the product table by. */
export type ProductSortField = 'name' | 'category' | 'price';
export type SortDirection = 'asc' | 'desc';

export interface ProductSort {
  field: ProductSortField;
  direction: SortDirection;
}

/** Clicking a column: the same column flips its direction, another column starts ascending. */
export function nextSort(current: ProductSort | null, field: ProductSortField): ProductSort {
  if (current?.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: 'asc' };
}

const byText = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** A sorted copy; without a sort the server's order (newest first) stays. */
export function sortProducts(products: readonly Product[], sort: ProductSort | null): Product[] {
  if (!sort) return [...products];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...products].sort((a, b) => {
    const order = sort.field === 'price' ? a.price - b.price : byText.compare(a[sort.field], b[sort.field]);
    // Ties keep a stable, readable order whatever the direction.
    return order !== 0 ? sign * order : byText.compare(a.name, b.name);
  });
}

/** Products whose name, description or category contains the text, ignoring case (spec). */
export function searchProducts(products: readonly Product[], text: string): Product[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return [...products];
  return products.filter((product) =>
    [product.name, product.description, product.category].some((field) =>
      field.toLocaleLowerCase().includes(needle),
    ),
  );
}

/** Where a product is shown in the shop: vaccines on the vaccination pages, the rest on the product pages. */
export function shopPathOf(product: Pick<Product, '_id' | 'kind'>): string {
  const id = encodeURIComponent(product._id);
  return product.kind === 'vaccine' ? `/vaccination/${id}` : `/products/${id}`;
}
