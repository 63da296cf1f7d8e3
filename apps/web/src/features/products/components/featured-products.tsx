import { SearchOutlined } from '@ant-design/icons';
import { MESSAGES } from '@kukur/contracts';
import { Input } from 'antd';
import { useState } from 'react';
import type { Product } from '@/shared/api';
import { ButtonLink } from '@/shared/ui/button-link';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { useProducts } from '../api/get-products';
import { CategoryFilter } from './category-filter';
import { ALL_CATEGORIES_OPTION, type CategoryOption } from './category-options';
import { FeaturedEmpty } from './featured-empty';
import { filterByName } from './filter-by-name';
import { ProductGrid } from './product-grid';
import { ProductsError } from './products-error';
import './products.css';

export interface FeaturedProductsProps {
  onAddToCart: (product: Product) => void;
}

/** The home page's featured products: category buttons (a server filter), a name search and the grid. */
export function FeaturedProducts({ onAddToCart }: FeaturedProductsProps) {
  const [category, setCategory] = useState<CategoryOption>(ALL_CATEGORIES_OPTION);
  const [search, setSearch] = useState('');
  // The home page features dog products; vaccines have their own page.
  const products = useProducts(
    category === ALL_CATEGORIES_OPTION ? { kind: 'product' } : { category, kind: 'product' },
  );

  const reset = () => {
    setSearch('');
    setCategory(ALL_CATEGORIES_OPTION);
  };

  const visible = products.data ? filterByName(products.data, search) : [];

  return (
    <div className="featured-products">
      <div className="featured-products__header">
        <div>
          <p className="section-eyebrow">Featured picks</p>
          <h2 className="section-title" id="featured-products-title">
            {category} Products
          </h2>
        </div>
        <Input
          className="featured-products__search"
          prefix={<SearchOutlined aria-hidden />}
          placeholder="Search by name..."
          aria-label="Search featured products"
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>

      <CategoryFilter value={category} onChange={setCategory} />

      {products.isPending ? (
        <PageSpinner label="Loading products..." />
      ) : products.isError ? (
        <ProductsError message={MESSAGES.catalogue.productsLoadFailed} />
      ) : visible.length === 0 ? (
        <FeaturedEmpty search={search} onReset={reset} />
      ) : (
        <ProductGrid products={visible} onAddToCart={onAddToCart} />
      )}

      <div className="featured-products__more">
        <ButtonLink to="/products" type="primary" size="large">
          View All Products
        </ButtonLink>
      </div>
    </div>
  );
}
