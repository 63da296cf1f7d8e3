import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import { DEFAULT_CARD_RATING } from '@kukur/contracts';
import { Button } from '@/shared/ui/button';
import { Tag } from '@/shared/ui/tag';
import type { Product } from '@/shared/api';
import { ButtonLink } from '@/shared/ui/button-link';
import { ProductBadges, ProductImage, ProductPrice } from '@/shared/ui/product-card';
import { StarRating } from '@/shared/ui/star-rating';
import { Icon } from '@/shared/ui/icon';
import { useCatalogueTexts } from '../../catalogue-messages';
import { detailPathOf } from '../../catalogue-viewer';
import { vaccineCategoryStyle } from './vaccine-category-style';

export interface VaccineCardProps {
  vaccine: Product;
  /** The card is in the first row of the page: its image loads at once (see ProductImage). */
  priorityImage?: boolean;
  /** 2 where the page's h1 is the list's only heading (a listing), 3 under a section's h2. */
  headingLevel?: 2 | 3;
}

/**
 * A vaccine in a list: like a product card, plus the stock, and its details page under /vaccination.
 * A vaccine is given at a centre, so Book leads to its page (where it is booked) instead of the cart.
 */
export function VaccineCard({ vaccine, priorityImage = false, headingLevel = 3 }: VaccineCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const texts = useCatalogueTexts().vaccination;
  const outOfStock = vaccine.stock <= 0;
  const titleId = `vaccine-${vaccine._id}`;

  return (
    <article className="product-card vaccine-card" data-testid="vaccine-card" aria-labelledby={titleId}>
      <div className="product-card__media">
        <ProductImage
          src={vaccine.image}
          name={vaccine.name}
          category={vaccine.category}
          priority={priorityImage}
        />
        <ProductBadges product={vaccine} />
      </div>
      <div className="product-card__body">
        <Heading className="product-card__name" id={titleId}>
          {vaccine.name}
        </Heading>
        <StarRating value={vaccine.rating ?? DEFAULT_CARD_RATING} />
        <Tag
          className="product-card__category"
          variant="solid"
          color={vaccineCategoryStyle(vaccine.category).color}
        >
          {vaccine.category}
        </Tag>
        <ProductPrice price={vaccine.price} oldPrice={vaccine.oldPrice} />
        <p className={outOfStock ? 'vaccine-card__stock vaccine-card__stock--out' : 'vaccine-card__stock'}>
          {outOfStock ? texts.outOfStock : texts.inStock(vaccine.stock)}
        </p>
      </div>
      <div className="product-card__actions">
        <ButtonLink to={detailPathOf(vaccine)} block>
          {texts.viewDetails}
        </ButtonLink>
        {outOfStock ? (
          // The card says "Out of stock" in words; the title adds why on hover (a disabled button gets no events).
          <span title={texts.notBookable}>
            <Button type="primary" disabled aria-label={texts.notBookableLabel(vaccine.name)}>
              {texts.book}
            </Button>
          </span>
        ) : (
          <ButtonLink
            to={detailPathOf(vaccine)}
            type="primary"
            icon={<Icon svg={CalendarOutlined} />}
            aria-label={texts.bookLabel(vaccine.name)}
          >
            {texts.book}
          </ButtonLink>
        )}
      </div>
    </article>
  );
}
