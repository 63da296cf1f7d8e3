import { StarFilled, StarOutlined } from '@ant-design/icons';
import { digitsFor } from '@kukur/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/i18n';

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
          <StarFilled key={star} className="star-rating__star star-rating__star--filled" data-filled="true" />
        ) : (
          <StarOutlined key={star} className="star-rating__star" data-filled="false" />
        ),
      )}
    </span>
  );
}
