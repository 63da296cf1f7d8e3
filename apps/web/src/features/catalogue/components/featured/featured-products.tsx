import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useState } from 'react';
import type { Product } from '@/shared/api';
import { useTooManyRequestsText } from '@/shared/i18n';
import { ButtonLink } from '@/shared/ui/button-link';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { Icon } from '@/shared/ui/icon';
import { useProducts } from '../../api/get-products';
import { useCatalogueTexts } from '../../catalogue-messages';
import { featuredProductsFilters } from '../../utils/listing-params';
import { filterByName } from '../../utils/text-match';
import { CatalogueGrid } from '../listing/catalogue-grid';
import { CategoryFilter } from '../listing/category-filter';
import { ALL_CATEGORIES_OPTION, CATEGORY_OPTIONS, type CategoryOption } from '../listing/category-options';
import { EmptyPanel } from '../listing/empty-panel';
import { ErrorPanel } from '../listing/error-panel';
import '../listing/catalogue.css';

/** A selection, not the catalogue: the whole list is one click away (View All Products). */
export const FEATURED_LIMIT = 8;

export interface FeaturedProductsProps {
  /** Left out for a viewer with no cart (an admin). */
  onAddToCart?: (product: Product) => void;
}

/**
 * The home page's featured products: category buttons (a server filter), a name search and the first
 * FEATURED_LIMIT matches (the home page once rendered all 42 products: 30,000 px tall on a phone).
 */
export function FeaturedProducts({ onAddToCart }: FeaturedProductsProps) {
  const texts = useCatalogueTexts();
  const tooManyRequestsText = useTooManyRequestsText();
  const [category, setCategory] = useState<CategoryOption>(ALL_CATEGORIES_OPTION);
  const [search, setSearch] = useState('');
  // The home page features dog products; vaccines have their own page.
  const products = useProducts(
    featuredProductsFilters(category === ALL_CATEGORIES_OPTION ? undefined : category),
  );

  const reset = () => {
    setSearch('');
    setCategory(ALL_CATEGORIES_OPTION);
  };

  const matching = products.data ? filterByName(products.data, search) : [];
  const visible = matching.slice(0, FEATURED_LIMIT);

  return (
    <div className="featured-products">
      <div className="featured-products__header">
        <div>
          <p className="section-eyebrow">{texts.featured.eyebrow}</p>
          <h2 className="section-title" id="featured-products-title">
            {texts.featured.heading(category)}
          </h2>
        </div>
        {/* A native search field (the browser gives it a clear button): antd's Input is not in the home page's first load. */}
        <span className="kp-search-field featured-products__search">
          <Icon svg={SearchOutlined} className="kp-search-field__icon" />
          <input
            className="kp-input kp-search-field__input"
            type="search"
            placeholder={texts.featured.searchPlaceholder}
            aria-label={texts.featured.searchLabel}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </span>
      </div>

      <CategoryFilter options={CATEGORY_OPTIONS} value={category} onChange={setCategory} />

      {products.isPending ? (
        <PageSpinner label={texts.common.loadingProducts} />
      ) : products.isError ? (
        <ErrorPanel
          title={texts.featured.errorTitle}
          message={tooManyRequestsText(products.error) ?? texts.common.productsLoadFailed}
        />
      ) : visible.length === 0 ? (
        <EmptyPanel
          title={texts.featured.empty(search.trim())}
          actionLabel={texts.common.resetFilters}
          onAction={reset}
        />
      ) : (
        <CatalogueGrid products={visible} onAddToCart={onAddToCart} />
      )}

      <div className="featured-products__more">
        {matching.length > visible.length && (
          <p className="featured-products__count">{texts.featured.shown(visible.length, matching.length)}</p>
        )}
        <ButtonLink to="/products" type="primary" size="large">
          {texts.featured.viewAll}
        </ButtonLink>
      </div>
    </div>
  );
}
