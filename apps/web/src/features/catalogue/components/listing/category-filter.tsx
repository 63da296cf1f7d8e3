import type { CSSProperties } from 'react';
import { Button } from '@/shared/ui/button';
import { categoryStyle, type CategoryStyle } from '@/shared/catalogue';
import { useCatalogueTexts } from '../../catalogue-messages';

export interface CategoryFilterProps<T extends string> {
  options: readonly T[];
  value: string;
  onChange: (category: T) => void;
  /** Icon and colour of a button; the shop's category styles by default. */
  styleOf?: (category: T) => CategoryStyle;
  label?: string;
}

/** One toggle button per category, each with its own icon and colour. */
export function CategoryFilter<T extends string>({
  options,
  value,
  onChange,
  styleOf = categoryStyle,
  label,
}: CategoryFilterProps<T>) {
  const texts = useCatalogueTexts();
  return (
    <div className="category-filter" role="group" aria-label={label ?? texts.listing.filterByCategory}>
      {options.map((category) => {
        const { icon, color } = styleOf(category);
        const selected = category === value;
        return (
          <Button
            key={category}
            shape="round"
            icon={icon}
            aria-pressed={selected}
            className={
              selected
                ? 'category-filter__button category-filter__button--selected'
                : 'category-filter__button'
            }
            style={{ '--category-color': color } as CSSProperties}
            onClick={() => onChange(category)}
          >
            {texts.category(category)}
          </Button>
        );
      })}
    </div>
  );
}
