import { Button, Empty } from 'antd';

export interface FeaturedEmptyProps {
  search: string;
  onReset: () => void;
}

export function FeaturedEmpty({ search, onReset }: FeaturedEmptyProps) {
  const term = search.trim();
  return (
    <Empty
      className="products-state"
      description={`No products found in this category${term ? ` matching "${term}"` : ''}`}
    >
      <Button type="primary" onClick={onReset}>
        Reset Filters
      </Button>
    </Empty>
  );
}
