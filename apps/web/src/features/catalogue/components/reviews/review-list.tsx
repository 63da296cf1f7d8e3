import { SafetyCertificateFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import { formatDate } from '@/shared/format';
import { StarRating } from '@/shared/ui/star-rating';
import type { Review } from '../../api/catalogue-types';
import { CATALOGUE_MESSAGES } from '../../catalogue-messages';

/** The day a review was written, written out like every other date of the shop (not the device's 11/20/2026). */
function reviewDate(iso: string): string {
  return formatDate(iso) ?? '';
}

export interface ReviewListProps {
  reviews: readonly Review[];
}

/** The reviews, newest first: who (and whether they bought it here), how many stars, when, and what they wrote. */
export function ReviewList({ reviews }: ReviewListProps) {
  const texts = CATALOGUE_MESSAGES.reviews;
  return (
    <ul className="review-list" aria-label="Reviews">
      {reviews.map((review) => (
        <li key={review.id} className="review-list__item">
          <article aria-label={`Review by ${review.userName}`}>
            <header className="review-list__header">
              <strong className="review-list__author">{review.userName}</strong>
              {review.verifiedBuyer && (
                // A native title: the hint is extra, and antd's Tooltip is not in the product page's first load.
                <Tag
                  color="green"
                  icon={<SafetyCertificateFilled aria-hidden />}
                  className="review-list__verified"
                  title={texts.verifiedBuyerHint}
                >
                  {texts.verifiedBuyer}
                </Tag>
              )}
              <StarRating value={review.rating} />
              <time className="review-list__date" dateTime={review.date}>
                {reviewDate(review.date)}
              </time>
              {review.updatedAt && (
                <span className="review-list__edited" title={reviewDate(review.updatedAt)}>
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
