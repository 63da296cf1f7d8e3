import { StarFilled, StarOutlined } from '@ant-design/icons';

const STARS = [1, 2, 3, 4, 5];

export interface StarRatingProps {
  value: number;
}

/** Five read-only stars; the rating is rounded to whole stars for display. */
export function StarRating({ value }: StarRatingProps) {
  const filled = Math.round(value);
  return (
    <span className="star-rating" role="img" aria-label={`Rated ${value} out of 5`}>
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
