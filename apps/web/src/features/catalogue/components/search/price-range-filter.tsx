import { Button, InputNumber } from 'antd';
import { type FormEvent, useState } from 'react';
import { useCatalogueTexts } from '../../catalogue-messages';
import { normalizePriceRange, type PriceRange } from '../../utils/price-range';

export interface PriceRangeFilterProps {
  /** The prices of all matches (the server's priceRange): what the fields show until the customer changes them. */
  bounds: PriceRange | undefined;
  /** The applied filter, when there is one. */
  value: Partial<PriceRange>;
  onApply: (range: PriceRange) => void;
}

/** Minimum and maximum price in Rs; Apply coerces both to non-negative numbers and swaps them when reversed. */
export function PriceRangeFilter({ bounds, value, onApply }: PriceRangeFilterProps) {
  const texts = useCatalogueTexts().search;
  // undefined: untouched (show the applied value or the bounds); null: emptied by the customer.
  const [minDraft, setMinDraft] = useState<number | null | undefined>(value.min);
  const [maxDraft, setMaxDraft] = useState<number | null | undefined>(value.max);
  const shownMin = minDraft === undefined ? bounds?.min : minDraft;
  const shownMax = maxDraft === undefined ? bounds?.max : maxDraft;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const range = normalizePriceRange(shownMin ?? bounds?.min ?? 0, shownMax ?? bounds?.max ?? 0);
    setMinDraft(range.min);
    setMaxDraft(range.max);
    onApply(range);
  };

  return (
    <form className="price-range" onSubmit={apply} aria-labelledby="price-range-title">
      <h2 className="search-filters__title" id="price-range-title">
        {texts.priceTitle}
      </h2>
      <div className="price-range__fields">
        <InputNumber<number>
          aria-label={texts.minPrice}
          placeholder={texts.min}
          min={0}
          precision={2}
          value={shownMin ?? null}
          onChange={(next) => setMinDraft(next)}
        />
        <span aria-hidden>–</span>
        <InputNumber<number>
          aria-label={texts.maxPrice}
          placeholder={texts.max}
          min={0}
          precision={2}
          value={shownMax ?? null}
          onChange={(next) => setMaxDraft(next)}
        />
      </div>
      {/* Before the first answer there are no bounds to fall back on: an empty range would hide everything. */}
      <Button htmlType="submit" block disabled={shownMin == null && shownMax == null}>
        {texts.applyPrice}
      </Button>
    </form>
  );
}
