import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Product } from '@/shared/api';
import { Breadcrumb } from '@/shared/ui/breadcrumb';
import { useCatalogueTexts } from '../../catalogue-messages';

export interface DetailBreadcrumbProps {
  product: Pick<Product, 'name' | 'category' | 'kind'>;
}

/**
 * Home / Products / {category} (the listing filtered to it) / {name}; a vaccine's page sits under
 * Vaccination (the vaccines list has no category filter, so its category is plain text).
 */
export function DetailBreadcrumb({ product }: DetailBreadcrumbProps) {
  const { t } = useTranslation('layout');
  const texts = useCatalogueTexts();
  const category = texts.category(product.category);
  const section =
    product.kind === 'vaccine'
      ? [{ title: <Link to="/vaccination">{t('nav.vaccination')}</Link> }, { title: category }]
      : [
          { title: <Link to="/products">{t('nav.products')}</Link> },
          {
            title: <Link to={`/products?category=${encodeURIComponent(product.category)}`}>{category}</Link>,
          },
        ];
  return (
    <Breadcrumb
      className="product-detail__breadcrumb"
      aria-label={texts.detail.breadcrumb}
      items={[
        { title: <Link to="/home">{t('nav.home')}</Link> },
        ...section,
        { title: <span aria-current="page">{product.name}</span> },
      ]}
    />
  );
}
