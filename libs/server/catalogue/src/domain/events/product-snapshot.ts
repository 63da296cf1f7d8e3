import { PRODUCT_KINDS } from '@kukur/contracts';
import { z } from '@kukur/server-kernel';

export const PRODUCT_VISIBILITIES = ['visible', 'hidden'] as const;

/** A product as its events carry it: what an integration needs to mirror the shelf. */
export const productSnapshotSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** Rupees, exact decimal text such as '1450.00'. */
  price: z.string(),
  stock: z.number().int().nonnegative(),
  // Any text: an order must never fail because an old row's category left the list.
  category: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  visibility: z.enum(PRODUCT_VISIBILITIES),
});
export type ProductSnapshot = z.infer<typeof productSnapshotSchema>;

/** What a product row needs to become a snapshot (the entity, or a row the stock ledger updated). */
export interface ProductSnapshotSource {
  id: string;
  slug: string;
  name: string;
  price: string;
  stock: number;
  category: string;
  kind: string;
  isActive: boolean;
}

export function productSnapshot(product: ProductSnapshotSource): ProductSnapshot {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    price: product.price,
    stock: product.stock,
    category: product.category,
    kind: product.kind as ProductSnapshot['kind'],
    visibility: product.isActive ? 'visible' : 'hidden',
  };
}
