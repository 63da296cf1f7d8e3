import { Button } from 'antd';
import type { CSSProperties } from 'react';
import { categoryStyle } from '@/shared/catalogue';
import { CATEGORY_OPTIONS, type CategoryOption } from './category-options';

export interface CategoryFilterProps {
  value: CategoryOption;
  onChange: (category: CategoryOption) => void;
}

/** One toggle button per category, each with its own icon and colour. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  return (
    <div className="category-filter" role="group" aria-label="Filter by category">
      {CATEGORY_OPTIONS.map((category) => {
        const { icon, color } = categoryStyle(category);
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
            {category}
          </Button>
        );
      })}
    </div>
  );
}
