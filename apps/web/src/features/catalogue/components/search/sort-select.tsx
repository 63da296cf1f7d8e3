import { PRODUCT_SORTS, type ProductSort } from '@kukur/contracts';
import { Select } from 'antd';
import { CATALOGUE_MESSAGES } from '../../catalogue-messages';

const OPTIONS = PRODUCT_SORTS.map((sort) => ({ value: sort, label: CATALOGUE_MESSAGES.search.sorts[sort] }));

/** The sort orders the search offers. */
export function isProductSort(value: string | null): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value ?? '');
}

export interface SortSelectProps {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}

/** Relevance, price low to high, price high to low, rating, newest. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const label = CATALOGUE_MESSAGES.search.sortLabel;
  return (
    <div className="sort-select">
      <span className="sort-select__label" aria-hidden>
        {label}
      </span>
      <Select<ProductSort>
        className="sort-select__control"
        aria-label={label}
        value={value}
        options={OPTIONS}
        onChange={onChange}
        popupMatchSelectWidth={false}
      />
    </div>
  );
}
