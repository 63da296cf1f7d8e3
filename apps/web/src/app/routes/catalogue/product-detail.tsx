import { useParams } from 'react-router-dom';
import { useAddToCart } from '@/features/cart';
import { ProductDetailPage } from '@/features/catalogue';
import { useCatalogueSession } from './use-catalogue-session';

function DetailRoute({ kind }: { kind: 'product' | 'vaccine' }) {
  const { id = '' } = useParams();
  const { viewer, requestLogin } = useCatalogueSession();
  const addToCart = useAddToCart();
  return (
    <ProductDetailPage
      id={id}
      kind={kind}
      viewer={viewer}
      onAddToCart={addToCart}
      onLoginRequired={requestLogin}
    />
  );
}

/** /products/{id}: a product's page, composed with the session and the cart. */
export function ProductDetailRoute() {
  return <DetailRoute kind="product" />;
}

/** /vaccination/{id}: a vaccine's page (booking arrives with its own issue). */
export function VaccineDetailRoute() {
  return <DetailRoute kind="vaccine" />;
}
