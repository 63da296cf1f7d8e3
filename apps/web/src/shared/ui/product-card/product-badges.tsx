import { digitsFor, percentOff } from '@kukur/contracts';
import { useTranslation } from 'react-i18next';
import type { Product } from '@/shared/api';
import { useLanguage } from '@/shared/i18n';

export interface ProductBadgesProps {
  product: Pick<Product, 'isNew' | 'discount' | 'price' | 'oldPrice'>;
}

/** The discount shown on a card: the product's own `discount`, else derived from oldPrice. */
export function discountPercent({ discount, price, oldPrice }: ProductBadgesProps['product']): number | null {
  const value = discount ?? percentOff(price, oldPrice);
  return value != null && value > 0 ? value : null;
}

export function ProductBadges({ product }: ProductBadgesProps) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const discount = discountPercent(product);
  if (!product.isNew && discount == null) return null;
  return (
    <div className="product-badges">
      {product.isNew && <span className="product-badge product-badge--new">{t('card.isNew')}</span>}
      {discount != null && (
        <span className="product-badge product-badge--discount">
          {t('card.percentOff', { percent: digitsFor(String(discount), language) })}
        </span>
      )}
    </div>
  );
}
