import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { useSession } from '@/features/auth';
import { useAddToCart } from '@/features/cart';
import { ProductDetailPage } from '@/features/catalogue';
import type { Product } from '@/shared/api';
import { useCatalogueSession } from './use-catalogue-session';

// Loaded when a vaccine's page shows, not with every product page; the card loads its wizard when needed.
const VaccineBookingCard = lazy(() =>
  import('@/features/vaccination/booking-card').then((module) => ({ default: module.VaccineBookingCard })),
);

function DetailRoute({ kind }: { kind: 'product' | 'vaccine' }) {
  const { id = '' } = useParams();
  const { user } = useSession();
  const { viewer, requestLogin } = useCatalogueSession();
  const addToCart = useAddToCart();
  // A vaccine is booked at a centre rather than carted: its page gets the booking card.
  const renderBooking = (vaccine: Product) => (
    // The card's place is kept while its code loads, so the vaccination schedule under it does not jump.
    <Suspense fallback={<div className="product-detail__booking-placeholder" aria-hidden="true" />}>
      <VaccineBookingCard vaccine={vaccine} account={user} onLoginRequired={requestLogin} />
    </Suspense>
  );
  return (
    <ProductDetailPage
      id={id}
      kind={kind}
      viewer={viewer}
      onAddToCart={addToCart}
      onLoginRequired={requestLogin}
      renderBooking={renderBooking}
    />
  );
}

/** /products/{id}: a product's page, composed with the session and the cart. */
export function ProductDetailRoute() {
  return <DetailRoute kind="product" />;
}

/** /vaccination/{id}: a vaccine's page, with the booking wizard in place of the cart. */
export function VaccineDetailRoute() {
  return <DetailRoute kind="vaccine" />;
}
