import { PRODUCT_SORTS, type ProductSort } from '@kukur/contracts';
import { Select } from 'antd';
import { useCatalogueTexts } from '../../catalogue-messages';

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
  const texts = useCatalogueTexts().search;
  const label = texts.sortLabel;
  const options = PRODUCT_SORTS.map((sort) => ({ value: sort, label: texts.sorts[sort] }));
  return (
    <div className="sort-select">
      <span className="sort-select__label" aria-hidden>
        {label}
      </span>
      <Select<ProductSort>
        className="sort-select__control"
        aria-label={label}
        value={value}
        options={options}
        onChange={onChange}
        popupMatchSelectWidth={false}
      />
    </div>
  );
}
