import { formatPrice } from '@/shared/format';

export interface ProductPriceProps {
  price: number;
  oldPrice: number | null;
}

export function ProductPrice({ price, oldPrice }: ProductPriceProps) {
  return (
    <p className="product-price">
      <span className="product-price__current">{formatPrice(price)}</span>
      {oldPrice != null && oldPrice > price && (
        <del className="product-price__old" aria-label={`Was ${formatPrice(oldPrice)}`}>
          {formatPrice(oldPrice)}
        </del>
      )}
    </p>
  );
}
