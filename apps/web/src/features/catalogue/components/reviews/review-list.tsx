import SafetyCertificateFilled from '@ant-design/icons-svg/es/asn/SafetyCertificateFilled';
import { formatDateWithBs, type Language } from '@kukur/contracts';
import { Tag } from '@/shared/ui/tag';
import { useLanguage } from '@/shared/i18n';
import { StarRating } from '@/shared/ui/star-rating';
import { Icon } from '@/shared/ui/icon';
import type { Review } from '../../api/catalogue-types';
import { useCatalogueTexts } from '../../catalogue-messages';

/**
 * The day a review was written, written out like every other date of the shop (not the device's 11/20/2026),
 * with its Bikram Sambat date beside it: "20 Nov 2026 (4 Mangsir 2083 BS)".
 */
function reviewDate(iso: string, language: Language): string {
  return formatDateWithBs(iso, language) ?? '';
}

export interface ReviewListProps {
  reviews: readonly Review[];
}

/** The reviews, newest first: who (and whether they bought it here), how many stars, when, and what they wrote. */
export function ReviewList({ reviews }: ReviewListProps) {
  const texts = useCatalogueTexts().reviews;
  const language = useLanguage();
  return (
    <ul className="review-list" aria-label={texts.listLabel}>
      {reviews.map((review) => (
        <li key={review.id} className="review-list__item">
          <article aria-label={texts.by(review.userName)}>
            <header className="review-list__header">
              <strong className="review-list__author">{review.userName}</strong>
              {review.verifiedBuyer && (
                // A native title: the hint is extra, and antd's Tooltip is not in the product page's first load.
                <Tag
                  color="green"
                  icon={<Icon svg={SafetyCertificateFilled} />}
                  className="review-list__verified"
                  title={texts.verifiedBuyerHint}
                >
                  {texts.verifiedBuyer}
                </Tag>
              )}
              <StarRating value={review.rating} />
              <time className="review-list__date" dateTime={review.date}>
                {reviewDate(review.date, language)}
              </time>
              {review.updatedAt && (
                <span className="review-list__edited" title={reviewDate(review.updatedAt, language)}>
                  ({texts.edited})
                </span>
              )}
            </header>
            <p className="review-list__text">{review.text}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
