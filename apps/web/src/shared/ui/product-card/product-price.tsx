import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/i18n';

export interface ProductPriceProps {
  price: number;
  oldPrice: number | null;
}

export function ProductPrice({ price, oldPrice }: ProductPriceProps) {
  const { t } = useTranslation('catalogue');
  const money = useMoney();
  return (
    <p className="product-price">
      <span className="product-price__current">{money(price)}</span>
      {oldPrice != null && oldPrice > price && (
        <del className="product-price__old" aria-label={t('card.was', { price: money(oldPrice) })}>
          {money(oldPrice)}
        </del>
      )}
    </p>
  );
}
