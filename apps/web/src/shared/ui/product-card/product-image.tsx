import { productImageSrcSet } from '@kukur/contracts';
import { useState } from 'react';
import { categoryStyle } from '@/shared/catalogue';

export interface ProductImageProps {
  src: string | null;
  name: string;
  category: string;
  /**
   * Above the fold on the first paint (the first row of a listing, a product page's photo): loaded at once and
   * first, since it is likely the largest thing painted (LCP), rather than lazily.
   */
  priority?: boolean;
  /** How wide the image is shown, for the browser's choice from the srcset (a card's width by default). */
  sizes?: string;
}

/** A card is about half the screen on a phone, a quarter of the 1200 px page on a desktop. */
const CARD_SIZES = '(max-width: 600px) 50vw, (max-width: 1100px) 33vw, 300px';

/** The product photo, or the category icon when there is none or it fails to load. */
export function ProductImage({
  src,
  name,
  category,
  priority = false,
  sizes = CARD_SIZES,
}: ProductImageProps) {
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

  const srcSet = productImageSrcSet(src);
  return (
    <img
      className="product-image"
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={name}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      onError={() => setFailed(true)}
    />
  );
}
