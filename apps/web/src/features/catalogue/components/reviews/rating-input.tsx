import { StarFilled } from '@ant-design/icons';
import { MAX_RATING, MIN_RATING } from '@kukur/contracts';
import { useId } from 'react';
import { useCatalogueTexts } from '../../catalogue-messages';

const STARS = Array.from({ length: MAX_RATING - MIN_RATING + 1 }, (_, index) => MIN_RATING + index);

export interface RatingInputProps {
  /** 0 while nothing is chosen. */
  value: number;
  onChange: (rating: number) => void;
  disabled?: boolean;
}

/** Five stars to choose from, as real radio buttons ("4 stars"), so keyboards and screen readers can use them. */
export function RatingInput({ value, onChange, disabled = false }: RatingInputProps) {
  const texts = useCatalogueTexts().reviews;
  const name = useId();
  return (
    <fieldset className="rating-input" disabled={disabled}>
      <legend className="rating-input__legend">{texts.ratingLabel}</legend>
      <div className="rating-input__stars">
        {STARS.map((stars) => (
          <label
            key={stars}
            className={stars <= value ? 'rating-input__star rating-input__star--on' : 'rating-input__star'}
          >
            <input
              className="visually-hidden"
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
            />
            <StarFilled aria-hidden />
            <span className="visually-hidden">{texts.star(stars)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
