import type { Product } from '@/shared/api';
import { useSimilarProducts } from '../../api/get-products';
import { CatalogueGrid } from '../listing/catalogue-grid';

export interface SimilarProductsProps {
  product: Product;
  title: string;
  /** Left out for a viewer with no cart (an admin). */
  onAddToCart?: (product: Product) => void;
}

/** Up to 6 others of the same category; nothing at all when there are none (or they cannot be loaded). */
export function SimilarProducts({ product, title, onAddToCart }: SimilarProductsProps) {
  const similar = useSimilarProducts(product);
  if (!similar.data || similar.data.length === 0) return null;
  return (
    <section className="similar-products" aria-labelledby="similar-products-title">
      <h2 className="section-title" id="similar-products-title">
        {title}
      </h2>
      <CatalogueGrid products={similar.data} onAddToCart={onAddToCart} />
    </section>
  );
}
