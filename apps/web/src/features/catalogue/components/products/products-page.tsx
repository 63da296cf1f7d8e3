import type { Product } from '@/shared/api';
import { ScrollToTopButton } from '@/shared/ui/scroll-to-top-button';
import { useSearchProducts } from '../../api/search-products';
import { useCatalogueTexts } from '../../catalogue-messages';
import { useListingFilters } from '../../hooks/use-listing-filters';
import { productsListingSearch } from '../../utils/listing-params';
import { CatalogueResults } from '../listing/catalogue-results';
import { CatalogueSearchBox } from '../listing/catalogue-search-box';
import { CategoryFilter } from '../listing/category-filter';
import { ALL_CATEGORIES_OPTION, CATEGORY_OPTIONS } from '../listing/category-options';
import '../listing/catalogue.css';

export interface ProductsPageProps {
  /** Left out for a viewer with no cart (an admin). */
  onAddToCart?: (product: Product) => void;
}

/**
 * /products: the whole collection, filtered on the server by category (`?category=`, also linked from
 * product pages) and by a search over name and description, a page at a time.
 */
export function ProductsPage({ onAddToCart }: ProductsPageProps) {
  const texts = useCatalogueTexts();
  const filters = useListingFilters(ALL_CATEGORIES_OPTION, CATEGORY_OPTIONS);
  const results = useSearchProducts(
    productsListingSearch(filters.chosenCategory, filters.search, filters.page),
  );

  return (
    <div className="catalogue-page page-container">
      <header className="catalogue-page__header">
        <h1 className="section-title">{texts.listing.title}</h1>
        <p className="section-lead">{texts.listing.lead}</p>
      </header>

      <div className="catalogue-toolbar">
        <CatalogueSearchBox
          label={texts.listing.searchLabel}
          placeholder={texts.listing.searchPlaceholder}
          value={filters.searchText}
          onChange={filters.changeSearch}
        />
        {results.data && (
          <p className="catalogue-toolbar__count" role="status">
            {texts.listing.count(results.data.total)}
          </p>
        )}
      </div>

      <CategoryFilter options={filters.options} value={filters.category} onChange={filters.changeCategory} />

      <CatalogueResults
        results={results}
        page={filters.page}
        onPageChange={filters.changePage}
        onAddToCart={onAddToCart}
        loadingLabel={texts.common.loadingProducts}
        error={{ title: texts.listing.errorTitle, message: texts.common.productsLoadFailed }}
        empty={{
          title: texts.listing.empty,
          actionLabel: texts.common.clearFilters,
          onAction: filters.clearFilters,
        }}
      />
      <ScrollToTopButton />
    </div>
  );
}
