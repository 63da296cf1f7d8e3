import { Pagination, type PaginationProps } from 'antd';
import { useLocation } from 'react-router-dom';
import { useCatalogueTexts } from '../../catalogue-messages';

export interface CataloguePaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/** Page links under a result grid; nothing when everything fits on one page. */
export function CataloguePagination({ page, pageSize, total, onChange }: CataloguePaginationProps) {
  const { pathname, search } = useLocation();
  const texts = useCatalogueTexts().listing;
  if (total <= pageSize) return null;
  const hrefOf = (target: number) => {
    const params = new URLSearchParams(search);
    if (target === 1) params.delete('page');
    else params.set('page', String(target));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  // Real addresses on the page links (antd's have none), for crawlers and "open in new tab"; a click stays in
  // the app: antd's item calls onChange.
  const itemRender: PaginationProps['itemRender'] = (target, type, element) =>
    type === 'page' ? (
      <a href={hrefOf(target)} onClick={(event) => event.preventDefault()}>
        {target}
      </a>
    ) : (
      element
    );
  return (
    <nav className="catalogue-pagination" aria-label={texts.pagination}>
      <Pagination
        current={page}
        pageSize={pageSize}
        total={total}
        showSizeChanger={false}
        itemRender={itemRender}
        onChange={(next) => {
          onChange(next);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
    </nav>
  );
}
