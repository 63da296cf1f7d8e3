import { percentOff } from '@kukur/contracts';
import { Tag } from 'antd';
import type { Product } from '@/shared/api';
import { formatPrice } from '@/shared/format';
import { CATALOGUE_MESSAGES } from '../../catalogue-messages';

export interface DetailPriceProps {
  product: Pick<Product, 'price' | 'oldPrice' | 'discount'>;
}

/** The price in Rs with two decimals; a higher old price struck through with the percent off. */
export function DetailPrice({ product }: DetailPriceProps) {
  const { price, oldPrice } = product;
  const onSale = oldPrice !== null && oldPrice > price;
  const percent = product.discount ?? percentOff(price, oldPrice);
  return (
    <p className="detail-price">
      <span className="detail-price__current">{formatPrice(price)}</span>
      {onSale && (
        <del className="detail-price__old" aria-label={`Was ${formatPrice(oldPrice)}`}>
          {formatPrice(oldPrice)}
        </del>
      )}
      {onSale && percent !== null && percent > 0 && (
        <Tag color="red" className="detail-price__off">
          {CATALOGUE_MESSAGES.detail.percentOff(percent)}
        </Tag>
      )}
    </p>
  );
}
