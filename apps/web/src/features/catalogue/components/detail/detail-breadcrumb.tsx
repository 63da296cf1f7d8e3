import { Breadcrumb } from 'antd';
import { Link } from 'react-router-dom';
import type { Product } from '@/shared/api';

export interface DetailBreadcrumbProps {
  product: Pick<Product, 'name' | 'category'>;
}

/** Home / Products / {category} (the listing filtered to it) / {name}. */
export function DetailBreadcrumb({ product }: DetailBreadcrumbProps) {
  return (
    <Breadcrumb
      className="product-detail__breadcrumb"
      aria-label="Breadcrumb"
      items={[
        { title: <Link to="/home">Home</Link> },
        { title: <Link to="/products">Products</Link> },
        {
          title: (
            <Link to={`/products?category=${encodeURIComponent(product.category)}`}>{product.category}</Link>
          ),
        },
        { title: <span aria-current="page">{product.name}</span> },
      ]}
    />
  );
}
