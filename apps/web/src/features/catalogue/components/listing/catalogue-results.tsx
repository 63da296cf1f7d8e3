import type { UseQueryResult } from '@tanstack/react-query';
import type { Product } from '@/shared/api';
import { useTooManyRequestsText } from '@/shared/i18n';
import { PageSpinner } from '@/shared/ui/page-spinner';
import type { ProductSearchResult } from '../../api/catalogue-types';
import { CatalogueGrid } from './catalogue-grid';
import { CataloguePagination } from './catalogue-pagination';
import { EmptyPanel, type EmptyPanelProps } from './empty-panel';
import { ErrorPanel, type ErrorPanelProps } from './error-panel';

export interface CatalogueResultsProps {
  results: UseQueryResult<ProductSearchResult>;
  page: number;
  onPageChange: (page: number) => void;
  /** Left out for a viewer with no cart (an admin). */
  onAddToCart?: (product: Product) => void;
  loadingLabel: string;
  error: ErrorPanelProps;
  empty: EmptyPanelProps;
  /** The cards' heading level: 2 under the page's h1 (default), 3 when the list has its own h2. */
  cardHeadingLevel?: 2 | 3;
}

/** Cards in the widest grid's first row: above the fold when a listing opens. */
const FIRST_ROW = 4;

/** A page of search results: the spinner, the error panel, the empty panel, or the grid and its page links. */
export function CatalogueResults({
  results,
  page,
  onPageChange,
  onAddToCart,
  loadingLabel,
  error,
  empty,
  cardHeadingLevel = 2,
}: CatalogueResultsProps) {
  const tooManyRequestsText = useTooManyRequestsText();
  if (results.isPending) return <PageSpinner label={loadingLabel} />;
  if (results.isError) {
    // Asked too often (429): the server's "try again in N seconds" says more than the generic failure.
    const tooMany = tooManyRequestsText(results.error);
    return <ErrorPanel {...error} {...(tooMany ? { message: tooMany } : {})} />;
  }
  if (results.data.total === 0) return <EmptyPanel {...empty} />;
  return (
    <>
      <CatalogueGrid
        products={results.data.items}
        onAddToCart={onAddToCart}
        busy={results.isPlaceholderData}
        priorityImages={FIRST_ROW}
        cardHeadingLevel={cardHeadingLevel}
      />
      <CataloguePagination
        page={page}
        pageSize={results.data.pageSize}
        total={results.data.total}
        onChange={onPageChange}
      />
    </>
  );
}
