import { useTranslation } from 'react-i18next';
import { pageSummary } from '@kukur/contracts';
import { Navigate } from 'react-router-dom';
import type { Product } from '@/shared/api';
import { useTooManyRequestsText } from '@/shared/i18n';
import { usePageMeta } from '@/shared/hooks';
import { ButtonLink } from '@/shared/ui/button-link';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { StatusPanel } from '@/shared/ui/status-panel';
import { useProduct } from '../../api/get-product';
import { useCatalogueTexts } from '../../catalogue-messages';
import { detailPathOf, type ProductPageSession } from '../../catalogue-viewer';
import { ProductDetail, type ProductDetailProps } from './product-detail';
import '../listing/catalogue.css';
import './product-detail.css';

export interface ProductDetailPageProps
  extends ProductPageSession, Pick<ProductDetailProps, 'renderBooking'> {
  id: string;
  /** The page asked for: a vaccine opened under /products (or a product under /vaccination) moves to its own. */
  kind: Product['kind'];
}

/** /products/{id} and /vaccination/{id}: loading, the spec's failure text, or the product. */
export function ProductDetailPage({ id, kind, ...props }: ProductDetailPageProps) {
  const texts = useCatalogueTexts().detail;
  const { t } = useTranslation('pages');
  const tooManyRequestsText = useTooManyRequestsText();
  const product = useProduct(id);
  usePageMeta(
    product.data
      ? { title: product.data.name, description: pageSummary(product.data.description) }
      : { title: kind === 'vaccine' ? t('vaccination.title') : t('products.title') },
  );

  if (product.isPending) return <PageSpinner label={texts.loading} />;
  if (product.isError) {
    return (
      <StatusPanel
        className="page-container route-result"
        status="warning"
        headingLevel={1}
        title={texts.loadFailed}
        text={tooManyRequestsText(product.error)}
        extra={
          <ButtonLink to={kind === 'vaccine' ? '/vaccination' : '/products'} type="primary">
            {kind === 'vaccine' ? texts.backToVaccinations : texts.backToProducts}
          </ButtonLink>
        }
      />
    );
  }
  if (product.data.kind !== kind) return <Navigate to={detailPathOf(product.data)} replace />;
  // A new product starts with a fresh quantity, review form and wishlist heart.
  return <ProductDetail key={product.data._id} product={product.data} {...props} />;
}
