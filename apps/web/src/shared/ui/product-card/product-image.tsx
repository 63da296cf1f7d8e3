import { useState } from 'react';
import { categoryStyle } from '@/shared/catalogue';

export interface ProductImageProps {
  src: string | null;
  name: string;
  category: string;
}

/** The product photo, or the category icon when there is none or it fails to load. */
export function ProductImage({ src, name, category }: ProductImageProps) {
  const [failed, setFailed] = useState(false);

  if (!src || failed) {
    const { icon, color } = categoryStyle(category);
    return (
      <div
        className="product-image product-image--placeholder"
        style={{ color, backgroundColor: `${color}14` }}
        role="img"
        aria-label={`${name} (no photo, ${category})`}
      >
        {icon}
      </div>
    );
  }

  return (
    <img
      className="product-image"
      src={src}
      alt={name}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
