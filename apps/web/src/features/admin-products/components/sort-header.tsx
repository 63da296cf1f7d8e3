import { ArrowDownOutlined, ArrowUpOutlined, SwapOutlined } from '@ant-design/icons';
import type { ProductSort, ProductSortField } from '../utils/product-table';

export interface SortHeaderProps {
  label: string;
  field: ProductSortField;
  sort: ProductSort | null;
  onSort: (field: ProductSortField) => void;
}

/** A column title that sorts the table: the first click ascending, each further click flips it. */
export function SortHeader({ label, field, sort, onSort }: SortHeaderProps) {
  const direction = sort?.field === field ? sort.direction : null;
  const icon =
    direction === 'asc' ? (
      <ArrowUpOutlined aria-hidden />
    ) : direction === 'desc' ? (
      <ArrowDownOutlined aria-hidden />
    ) : (
      <SwapOutlined aria-hidden rotate={90} />
    );
  return (
    <button type="button" className="sort-header" onClick={() => onSort(field)}>
      {label} {icon}
    </button>
  );
}

/** The aria-sort of a column header cell. */
export function ariaSortOf(
  sort: ProductSort | null,
  field: ProductSortField,
): 'ascending' | 'descending' | 'none' {
  if (sort?.field !== field) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}
