import type { Product } from '@/shared/api';
import { ProductCard } from '@/shared/ui/product-card';

export interface ProductGridProps {
  products: Product[];
  onAddToCart: (product: Product) => void;
}

/** 1 to 4 columns depending on the screen width. */
export function ProductGrid({ products, onAddToCart }: ProductGridProps) {
  return (
    <ul className="product-grid">
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} onAddToCart={onAddToCart} />
        </li>
      ))}
    </ul>
  );
}
