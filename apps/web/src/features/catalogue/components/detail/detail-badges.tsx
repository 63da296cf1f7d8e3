import { TOP_RATED_THRESHOLD } from '@kukur/contracts';
import { Tag } from '@/shared/ui/tag';
import type { Product } from '@/shared/api';
import { useCatalogueTexts } from '../../catalogue-messages';

interface Badge {
  key: string;
  color: string;
  text: string;
}

export interface DetailBadgesProps {
  product: Product;
  /** The rating the page shows (reviews' average when there are reviews). */
  rating: number;
}

/**
 * Products: NEW, Top Rated (4.5 or more), Best Seller. Vaccines: Recommended, Core Vaccine, the schedule.
 * Solid tags in dark tones: white text at 4.5:1 or more (antd's light presets give 2.7-3.4:1).
 */
export function DetailBadges({ product, rating }: DetailBadgesProps) {
  const texts = useCatalogueTexts();
  const { badges } = texts.detail;
  const vaccineBadges = texts.vaccineDetail.badges;
  const tags =
    product.kind === 'vaccine'
      ? [
          product.isRecommended && { key: 'recommended', color: '#237804', text: vaccineBadges.recommended },
          product.isCoreVaccine && { key: 'core', color: '#006d75', text: vaccineBadges.coreVaccine },
          product.schedule && { key: 'schedule', color: '#0958d9', text: product.schedule },
        ]
      : [
          product.isNew && { key: 'new', color: '#006d75', text: badges.isNew },
          rating >= TOP_RATED_THRESHOLD && { key: 'top', color: '#92400e', text: badges.topRated },
          product.isBestSeller && { key: 'best', color: '#ad2102', text: badges.bestSeller },
        ];
  const shown = tags.filter((tag): tag is Badge => Boolean(tag));
  if (shown.length === 0) return null;
  return (
    <ul className="detail-badges" aria-label={texts.detail.highlights}>
      {shown.map((tag) => (
        <li key={tag.key}>
          <Tag variant="solid" color={tag.color}>
            {tag.text}
          </Tag>
        </li>
      ))}
    </ul>
  );
}
