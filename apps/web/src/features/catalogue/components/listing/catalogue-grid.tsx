import type { Product } from '@/shared/api';
import { ProductCard } from '@/shared/ui/product-card';
import { VaccineCard } from './vaccine-card';

export interface CatalogueGridProps {
  products: readonly Product[];
  /** Left out for a viewer with no cart (an admin). */
  onAddToCart?: (product: Product) => void;
  /** Announced while newer results are on their way (the old ones stay visible meanwhile). */
  busy?: boolean;
  /** How many of the first cards are above the fold when the page opens (their images load at once). */
  priorityImages?: number;
  /** The cards' heading level: 2 on a listing whose h1 is the only heading above them. */
  cardHeadingLevel?: 2 | 3;
}

/** 1 to 4 columns depending on the screen width; vaccines get vaccine cards, booked rather than carted. */
export function CatalogueGrid({
  products,
  onAddToCart,
  busy = false,
  priorityImages = 0,
  cardHeadingLevel = 3,
}: CatalogueGridProps) {
  return (
    <ul className={busy ? 'product-grid product-grid--busy' : 'product-grid'} aria-busy={busy}>
      {products.map((product, index) => (
        <li key={product._id}>
          {product.kind === 'vaccine' ? (
            <VaccineCard
              vaccine={product}
              priorityImage={index < priorityImages}
              headingLevel={cardHeadingLevel}
            />
          ) : (
            <ProductCard
              product={product}
              onAddToCart={onAddToCart}
              priorityImage={index < priorityImages}
              headingLevel={cardHeadingLevel}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
