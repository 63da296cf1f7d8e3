import { Pagination } from 'antd';

export interface CataloguePaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/** Page links under a result grid; nothing when everything fits on one page. */
export function CataloguePagination({ page, pageSize, total, onChange }: CataloguePaginationProps) {
  if (total <= pageSize) return null;
  return (
    <nav className="catalogue-pagination" aria-label="Pages">
      <Pagination
        current={page}
        pageSize={pageSize}
        total={total}
        showSizeChanger={false}
        onChange={(next) => {
          onChange(next);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
    </nav>
  );
}
