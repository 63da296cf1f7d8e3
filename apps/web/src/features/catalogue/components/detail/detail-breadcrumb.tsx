import { Link } from 'react-router-dom';
import type { Product } from '@/shared/api';
import { Breadcrumb } from '@/shared/ui/breadcrumb';

export interface DetailBreadcrumbProps {
  product: Pick<Product, 'name' | 'category' | 'kind'>;
}

/**
 * Home / Products / {category} (the listing filtered to it) / {name}; a vaccine's page sits under
 * Vaccination (the vaccines list has no category filter, so its category is plain text).
 */
export function DetailBreadcrumb({ product }: DetailBreadcrumbProps) {
  const section =
    product.kind === 'vaccine'
      ? [{ title: <Link to="/vaccination">Vaccination</Link> }, { title: product.category }]
      : [
          { title: <Link to="/products">Products</Link> },
          {
            title: (
              <Link to={`/products?category=${encodeURIComponent(product.category)}`}>
                {product.category}
              </Link>
            ),
          },
        ];
  return (
    <Breadcrumb
      className="product-detail__breadcrumb"
      aria-label="Breadcrumb"
      items={[
        { title: <Link to="/home">Home</Link> },
        ...section,
        { title: <span aria-current="page">{product.name}</span> },
      ]}
    />
  );
}
