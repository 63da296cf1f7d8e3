import { useState } from 'react';
import type { Product } from '@/shared/api';
import { categoryStyle } from '@/shared/catalogue';

/** A small product photo for the table (decorative); the category icon when there is none or it fails to load. */
export function ProductThumb({ product }: { product: Pick<Product, 'image' | 'name' | 'category'> }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!product.image || failed === product.image) {
    const { icon, color } = categoryStyle(product.category);
    return (
      <span
        className="admin-products__thumb admin-products__thumb--empty"
        style={{ color, backgroundColor: `${color}14` }}
        aria-hidden
      >
        {icon}
      </span>
    );
  }
  return (
    <img
      className="admin-products__thumb"
      src={product.image}
      // The name is in the next column: the photo adds nothing for a screen reader.
      alt=""
      loading="lazy"
      onError={() => setFailed(product.image)}
    />
  );
}
