import { FilterOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, type ProductSort } from '@kukur/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import type { Product } from '@/shared/api';
import { ScrollToTopButton } from '@/shared/ui/scroll-to-top-button';
import { useSearchProducts } from '../../api/search-products';
import { useCatalogueTexts } from '../../catalogue-messages';
import { useCatalogueParams } from '../../hooks/use-catalogue-params';
import { CatalogueResults } from '../listing/catalogue-results';
import { CategoryChips } from './category-chips';
import { PriceRangeFilter } from './price-range-filter';
import { isProductSort, SortSelect } from './sort-select';
import '../listing/catalogue.css';

const DEFAULT_SORT: ProductSort = 'relevance';

function priceParam(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const price = Number(value);
  return Number.isFinite(price) && price >= 0 ? price : undefined;
}

export interface SearchResultsPageProps {
  /** The text from the header search (`?search=`). */
  term: string;
  /** Left out for a viewer with no cart (an admin). */
  onAddToCart?: (product: Product) => void;
}

/**
 * /search?search={text}: the server's typo-tolerant search over products and vaccines, with sort, price
 * range and category filters kept in the address; a new search from the header starts without filters.
 */
export function SearchResultsPage({ term, onAddToCart }: SearchResultsPageProps) {
  const catalogueTexts = useCatalogueTexts();
  const texts = catalogueTexts.search;
  const { params, page, update } = useCatalogueParams();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const category = params.get('category') || null;
  const sortParam = params.get('sort');
  const sort = isProductSort(sortParam) ? sortParam : DEFAULT_SORT;
  const minPrice = priceParam(params.get('minPrice'));
  const maxPrice = priceParam(params.get('maxPrice'));

  const results = useSearchProducts({
    text: term,
    category: category ?? undefined,
    minPrice,
    maxPrice,
    sort,
    page,
    pageSize: DEFAULT_PAGE_SIZE,
  });

  const resetFilters = () => update({ category: null, sort: null, minPrice: null, maxPrice: null });

  return (
    <div className="search-page page-container">
      <header className="search-page__header">
        <h1 className="section-title">{texts.title(term)}</h1>
        {results.data && (
          <p className="search-page__count" role="status">
            {texts.count(results.data.total, term)}
          </p>
        )}
      </header>

      <div className="search-page__toolbar">
        <Button
          className="search-page__filters-toggle"
          icon={<FilterOutlined aria-hidden />}
          aria-expanded={filtersOpen}
          aria-controls="search-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {filtersOpen ? texts.hideFilters : texts.showFilters}
        </Button>
        <SortSelect value={sort} onChange={(next) => update({ sort: next === DEFAULT_SORT ? null : next })} />
      </div>

      <div className="search-page__layout">
        <aside
          id="search-filters"
          className={filtersOpen ? 'search-filters search-filters--open' : 'search-filters'}
          aria-label={texts.filtersTitle}
        >
          <CategoryChips
            counts={results.data?.categories ?? []}
            value={category}
            onChange={(next) => update({ category: next })}
          />
          <PriceRangeFilter
            // A new applied range (or a reset) starts the fields afresh from the address.
            key={`${minPrice ?? ''}:${maxPrice ?? ''}`}
            bounds={results.data?.priceRange}
            value={{ min: minPrice, max: maxPrice }}
            onApply={(range) => update({ minPrice: range.min, maxPrice: range.max })}
          />
          <Button block onClick={resetFilters}>
            {catalogueTexts.common.resetFilters}
          </Button>
        </aside>

        <div className="search-page__results">
          <CatalogueResults
            results={results}
            page={page}
            onPageChange={(next) => update({ page: next })}
            onAddToCart={onAddToCart}
            loadingLabel={texts.loading}
            error={{ title: texts.errorTitle, message: catalogueTexts.common.productsLoadFailed }}
            empty={{
              title: texts.empty,
              hint: texts.emptyHint,
              actionLabel: catalogueTexts.common.resetFilters,
              onAction: resetFilters,
            }}
          />
        </div>
      </div>
      <ScrollToTopButton />
    </div>
  );
}
