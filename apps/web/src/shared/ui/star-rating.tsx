import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import StarOutlined from '@ant-design/icons-svg/es/asn/StarOutlined';
import { digitsFor } from '@kukur/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/i18n';
import { Icon } from '@/shared/ui/icon';

const STARS = [1, 2, 3, 4, 5];

export interface StarRatingProps {
  value: number;
}

/** Five read-only stars; the rating is rounded to whole stars for display. */
export function StarRating({ value }: StarRatingProps) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const filled = Math.round(value);
  return (
    <span
      className="star-rating"
      role="img"
      aria-label={t('card.rating', { rating: digitsFor(String(value), language) })}
    >
      {STARS.map((star) =>
        star <= filled ? (
          <Icon
            svg={StarFilled}
            key={star}
            className="star-rating__star star-rating__star--filled"
            data-filled="true"
          />
        ) : (
          <Icon svg={StarOutlined} key={star} className="star-rating__star" data-filled="false" />
        ),
      )}
    </span>
  );
}
