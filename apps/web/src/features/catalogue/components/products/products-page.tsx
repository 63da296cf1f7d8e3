import { SearchOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, SEARCH_TEXT_MAX_LENGTH } from '@kukur/contracts';
import { Input } from 'antd';
import { useState } from 'react';
import type { Product } from '@/shared/api';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { ScrollToTopButton } from '@/shared/ui/scroll-to-top-button';
import type { ProductSearchParams } from '../../api/catalogue-keys';
import { useSearchProducts } from '../../api/search-products';
import { CATALOGUE_MESSAGES } from '../../catalogue-messages';
import { useCatalogueParams } from '../../hooks/use-catalogue-params';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/shared/hooks';
import { CatalogueGrid } from '../listing/catalogue-grid';
import { CataloguePagination } from '../listing/catalogue-pagination';
import { CategoryFilter } from '../listing/category-filter';
import { ALL_CATEGORIES_OPTION, CATEGORY_OPTIONS } from '../listing/category-options';
import { EmptyPanel } from '../listing/empty-panel';
import { ErrorPanel } from '../listing/error-panel';
import '../listing/catalogue.css';

export interface ProductsPageProps {
  onAddToCart: (product: Product) => void;
}

/**
 * /products: the whole collection, filtered on the server by category (`?category=`, also linked from
 * product pages) and by a search over name and description, a page at a time.
 */
export function ProductsPage({ onAddToCart }: ProductsPageProps) {
  const texts = CATALOGUE_MESSAGES;
  const { params, page, update } = useCatalogueParams();
  const category = params.get('category') || ALL_CATEGORIES_OPTION;
  const [searchText, setSearchText] = useState(() => params.get('search') ?? '');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);

  const query: ProductSearchParams = {
    // "All" means the dog products; vaccines are listed here only when their category is asked for.
    ...(category === ALL_CATEGORIES_OPTION ? { kind: 'product' } : { category }),
    text: search,
    page,
    pageSize: DEFAULT_PAGE_SIZE,
  };
  const results = useSearchProducts(query);

  // A category outside the buttons (a vaccine category linked from its page) still gets a button.
  const options: readonly string[] = (CATEGORY_OPTIONS as readonly string[]).includes(category)
    ? CATEGORY_OPTIONS
    : [...CATEGORY_OPTIONS, category];

  const changeSearch = (text: string) => {
    setSearchText(text);
    update({ search: text.trim() }, { replace: true });
  };

  const clearFilters = () => {
    setSearchText('');
    update({ category: null, search: null });
  };

  return (
    <div className="catalogue-page page-container">
      <header className="catalogue-page__header">
        <h1 className="section-title">{texts.listing.title}</h1>
        <p className="section-lead">{texts.listing.lead}</p>
      </header>

      <div className="catalogue-toolbar">
        <Input
          className="catalogue-toolbar__search"
          prefix={<SearchOutlined aria-hidden />}
          placeholder={texts.listing.searchPlaceholder}
          aria-label={texts.listing.searchLabel}
          allowClear
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          value={searchText}
          onChange={(event) => changeSearch(event.target.value)}
        />
        {results.data && (
          <p className="catalogue-toolbar__count" role="status">
            {texts.listing.count(results.data.total)}
          </p>
        )}
      </div>

      <CategoryFilter
        options={options}
        value={category}
        onChange={(next) => update({ category: next === ALL_CATEGORIES_OPTION ? null : next })}
      />

      {results.isPending ? (
        <PageSpinner label={texts.common.loadingProducts} />
      ) : results.isError ? (
        <ErrorPanel title={texts.listing.errorTitle} message={texts.common.productsLoadFailed} />
      ) : results.data.total === 0 ? (
        <EmptyPanel
          title={texts.listing.empty}
          actionLabel={texts.common.clearFilters}
          onAction={clearFilters}
        />
      ) : (
        <>
          <CatalogueGrid
            products={results.data.items}
            onAddToCart={onAddToCart}
            busy={results.isPlaceholderData}
          />
          <CataloguePagination
            page={page}
            pageSize={results.data.pageSize}
            total={results.data.total}
            onChange={(next) => update({ page: next })}
          />
        </>
      )}
      <ScrollToTopButton />
    </div>
  );
}
