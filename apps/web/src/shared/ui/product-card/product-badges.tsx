import { percentOff } from '@kukur/contracts';
import type { Product } from '@/shared/api';

export interface ProductBadgesProps {
  product: Pick<Product, 'isNew' | 'discount' | 'price' | 'oldPrice'>;
}

/** The discount shown on a card: the product's own `discount`, else derived from oldPrice. */
export function discountPercent({ discount, price, oldPrice }: ProductBadgesProps['product']): number | null {
  const value = discount ?? percentOff(price, oldPrice);
  return value != null && value > 0 ? value : null;
}

export function ProductBadges({ product }: ProductBadgesProps) {
  const discount = discountPercent(product);
  if (!product.isNew && discount == null) return null;
  return (
    <div className="product-badges">
      {product.isNew && <span className="product-badge product-badge--new">NEW</span>}
      {discount != null && <span className="product-badge product-badge--discount">{discount}% OFF</span>}
    </div>
  );
}
