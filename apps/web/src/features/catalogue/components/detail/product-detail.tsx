import { LOW_STOCK_THRESHOLD, PRODUCT_PAGE_IMAGE_SIZES } from '@kukur/contracts';
import { type ReactNode, useState } from 'react';
import { Tag } from '@/shared/ui/tag';
import type { Product } from '@/shared/api';
import { categoryStyle } from '@/shared/catalogue';
import { ProductImage } from '@/shared/ui/product-card';
import { StarRating } from '@/shared/ui/star-rating';
import type { Review } from '../../api/catalogue-types';
import { useReviews } from '../../api/get-reviews';
import { useCatalogueTexts } from '../../catalogue-messages';
import type { ProductPageSession } from '../../catalogue-viewer';
import { shownRating, shownReviewCount } from '../../utils/review-rating';
import { CustomerReviews } from '../reviews/customer-reviews';
import { DetailBadges } from './detail-badges';
import { DetailBreadcrumb } from './detail-breadcrumb';
import { DetailPrice } from './detail-price';
import { detailVariants } from './detail-variant';
import { ProductTabs } from './product-tabs';
import { PurchaseActions } from './purchase-actions';
import { SimilarProducts } from './similar-products';
import { VaccinationSchedule } from './vaccination-schedule';
import { WishlistButton } from './wishlist-button';

export interface ProductDetailProps extends ProductPageSession {
  product: Product;
  /**
   * A vaccine is booked at a centre, not carted: the app puts the booking here (the Schedule
   * Vaccination card) in place of the quantity, Add to Cart and Buy Now.
   */
  renderBooking?: (vaccine: Product) => ReactNode;
}

/** A loaded product or vaccine: summary and purchase, tabs, customer reviews and similar items. */
export function ProductDetail({
  product,
  viewer,
  onAddToCart,
  onLoginRequired,
  renderBooking,
}: ProductDetailProps) {
  const catalogueTexts = useCatalogueTexts();
  const texts = catalogueTexts.detail;
  const variant = detailVariants(catalogueTexts)[product.kind];
  const reviewsQuery = useReviews(product._id);
  // Reviews the server did not take stay on this page (spec "Review submit").
  const [keptLocally, setKeptLocally] = useState<Review[]>([]);
  const reviews = [...keptLocally, ...(reviewsQuery.data ?? [])];
  const rating = shownRating(reviews, product.rating);
  const reviewCount = shownReviewCount(reviews, product.reviewCount);
  const lowStock = product.stock > 0 && product.stock < LOW_STOCK_THRESHOLD;

  return (
    <div className="product-detail page-container">
      <DetailBreadcrumb product={product} />

      <div className="product-detail__main">
        <div className="product-detail__media">
          <ProductImage
            src={product.image}
            name={product.name}
            category={product.category}
            priority
            sizes={PRODUCT_PAGE_IMAGE_SIZES}
          />
          <WishlistButton name={product.name} />
        </div>

        <div className="product-detail__info">
          <DetailBadges product={product} rating={rating} />
          <h1 className="product-detail__name">{product.name}</h1>
          <p className="product-detail__rating">
            <StarRating value={rating} />
            <span className="product-detail__rating-value">{rating.toFixed(1)}</span>
            <span className="product-detail__review-count">({texts.reviewCount(reviewCount)})</span>
          </p>
          <p className="product-detail__category">
            {texts.category}:{' '}
            <Tag variant="solid" color={categoryStyle(product.category).color}>
              {product.category}
            </Tag>
          </p>
          <DetailPrice product={product} />
          {product.kind === 'vaccine' ? (
            renderBooking?.(product)
          ) : (
            <>
              {product.stock <= 0 ? (
                <p className="product-detail__stock product-detail__stock--out">{texts.outOfStock}</p>
              ) : (
                lowStock && <p className="product-detail__stock">{texts.lowStock(product.stock)}</p>
              )}
              <PurchaseActions
                product={product}
                viewer={viewer}
                onAddToCart={onAddToCart}
                onLoginRequired={onLoginRequired}
              />
            </>
          )}
          {product.kind === 'vaccine' && <VaccinationSchedule vaccine={product} />}
        </div>
      </div>

      <ProductTabs product={product} variant={variant} />

      <CustomerReviews
        productId={product._id}
        reviews={reviews}
        status={reviewsQuery.status}
        viewer={viewer}
        onKeptLocally={(review) => setKeptLocally((kept) => [review, ...kept])}
        onLoginRequired={onLoginRequired}
      />

      <SimilarProducts
        product={product}
        title={variant.similarTitle}
        onAddToCart={viewer.role === 'admin' ? undefined : (similar) => onAddToCart(similar, 1)}
      />
    </div>
  );
}
