import { Tag } from '@/shared/ui/tag';
import { ProductPrice, type ProductBadgesProps } from '@/shared/ui/product-card';
import { discountPercent } from '@/shared/ui/product-card/product-badges';
import { useCatalogueTexts } from '../../catalogue-messages';

export interface DetailPriceProps {
  /** What a card's badges read, so the page and the cards agree on the percent off. */
  product: ProductBadgesProps['product'];
}

/** The price as on the cards, larger; while a higher old price is struck through, the percent off beside it. */
export function DetailPrice({ product }: DetailPriceProps) {
  const texts = useCatalogueTexts().detail;
  const { price, oldPrice } = product;
  const percent = oldPrice !== null && oldPrice > price ? discountPercent(product) : null;
  return (
    <div className="detail-price">
      <ProductPrice price={price} oldPrice={oldPrice} />
      {percent !== null && (
        <Tag color="red" className="detail-price__off">
          {texts.percentOff(percent)}
        </Tag>
      )}
    </div>
  );
}
