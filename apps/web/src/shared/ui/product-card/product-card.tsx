import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import { DEFAULT_CARD_RATING } from '@kukur/contracts';
import { useTranslation } from 'react-i18next';
import { Tag } from '@/shared/ui/tag';
import { Button } from '@/shared/ui/button';
import type { Product } from '@/shared/api';
import { useDisabledUntilHydrated } from '@/shared/hooks';
import { categoryStyle } from '@/shared/catalogue';
import { Icon } from '@/shared/ui/icon';
import { ButtonLink } from '../button-link';
import { StarRating } from '../star-rating';
import { ProductBadges } from './product-badges';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import './product-card.css';

export interface ProductCardProps {
  product: Product;
  /** Left out for a viewer with no cart (an admin): the card then has no Add to Cart. */
  onAddToCart?: (product: Product) => void;
  /** The card is in the first row of the page: its image loads at once (see ProductImage). */
  priorityImage?: boolean;
  /** 2 where the page's h1 is the list's only heading (a listing), 3 under a section's h2. */
  headingLevel?: 2 | 3;
}

/** A product in a list: badges, image, name, stars, category, price and the two actions. */
export function ProductCard({
  product,
  onAddToCart,
  priorityImage = false,
  headingLevel = 3,
}: ProductCardProps) {
  const { t } = useTranslation('catalogue');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const outOfStock = product.stock <= 0;
  const untilHydrated = useDisabledUntilHydrated();
  const detailPath = `/products/${encodeURIComponent(product._id)}`;

  return (
    <article className="product-card" data-testid="product-card" aria-labelledby={`product-${product._id}`}>
      <div className="product-card__media">
        <ProductImage
          src={product.image}
          name={product.name}
          category={product.category}
          priority={priorityImage}
        />
        <ProductBadges product={product} />
      </div>
      <div className="product-card__body">
        <Heading className="product-card__name" id={`product-${product._id}`}>
          {product.name}
        </Heading>
        <StarRating value={product.rating ?? DEFAULT_CARD_RATING} />
        <Tag className="product-card__category" variant="solid" color={categoryStyle(product.category).color}>
          {t(`categories.${product.category}` as 'categories.All', { defaultValue: product.category })}
        </Tag>
        <ProductPrice price={product.price} oldPrice={product.oldPrice} />
        {/* Said in words: a phone has no hover to show the disabled button's title. */}
        {outOfStock && <p className="product-card__stock">{t('card.outOfStock')}</p>}
      </div>
      <div className="product-card__actions">
        <ButtonLink to={detailPath} block>
          {t('card.viewDetails')}
        </ButtonLink>
        {onAddToCart && (
          // A native title rather than antd's Tooltip: the cards are on the home page's first load.
          <Button
            type="primary"
            icon={<Icon svg={ShoppingCartOutlined} />}
            title={outOfStock ? t('card.outOfStock') : t('card.addToCartTitle')}
            aria-label={
              outOfStock
                ? t('card.addToCartOutOfStock', { name: product.name })
                : t('card.addToCartLabel', { name: product.name })
            }
            disabled={outOfStock}
            {...untilHydrated}
            onClick={() => onAddToCart(product)}
          />
        )}
      </div>
    </article>
  );
}
