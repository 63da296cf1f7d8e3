import { Button } from 'antd';
import type { ProductSearchResult } from '../../api/catalogue-types';
import { useCatalogueTexts } from '../../catalogue-messages';

export interface CategoryChipsProps {
  counts: ProductSearchResult['categories'];
  /** The chosen category; null for all. */
  value: string | null;
  onChange: (category: string | null) => void;
}

/** "All (N)" and one chip per category that has matches, each with its count. */
export function CategoryChips({ counts, value, onChange }: CategoryChipsProps) {
  const catalogueTexts = useCatalogueTexts();
  const texts = catalogueTexts.search;
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  // A chosen category keeps its chip even when nothing matches there any more.
  const chips =
    value && !counts.some((entry) => entry.category === value)
      ? [...counts, { category: value, count: 0 }]
      : counts;

  const chip = (label: string, count: number, category: string | null) => {
    const selected = category === value;
    return (
      <Button
        key={label}
        size="small"
        shape="round"
        type={selected ? 'primary' : 'default'}
        aria-pressed={selected}
        className="category-chip"
        onClick={() => onChange(category)}
      >
        {texts.chip(label, count)}
      </Button>
    );
  };

  return (
    <section aria-labelledby="category-chips-title">
      <h2 className="search-filters__title" id="category-chips-title">
        {texts.categoriesTitle}
      </h2>
      <div className="category-chips" role="group" aria-label={catalogueTexts.listing.filterByCategory}>
        {chip(texts.allCategories, total, null)}
        {chips.map((entry) => chip(entry.category, entry.count, entry.category))}
      </div>
    </section>
  );
}
