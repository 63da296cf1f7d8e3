import LoginOutlined from '@ant-design/icons-svg/es/asn/LoginOutlined';
import { Suspense } from 'react';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
import { lazyThemed } from '@/shared/ui/antd-theme';
import type { Review } from '../../api/catalogue-types';
import { useCatalogueTexts } from '../../catalogue-messages';
import type { CatalogueViewer } from '../../catalogue-viewer';
import { ReviewList } from './review-list';

export interface CustomerReviewsProps {
  productId: string;
  reviews: readonly Review[];
  status: 'pending' | 'error' | 'success';
  viewer: CatalogueViewer;
  onKeptLocally: (review: Review) => void;
  onLoginRequired: () => void;
}

// Only a logged-in customer writes reviews: the form (and antd's Form and TextArea) loads for them alone.
const ReviewForm = lazyThemed(() =>
  import('./review-form').then((module) => ({ default: module.ReviewForm })),
);

/** Customer Reviews: the form (a visitor gets a Log In button instead; an admin neither) and the list. */
export function CustomerReviews({
  productId,
  reviews,
  status,
  viewer,
  onKeptLocally,
  onLoginRequired,
}: CustomerReviewsProps) {
  const texts = useCatalogueTexts().reviews;
  return (
    <section className="customer-reviews" aria-labelledby="customer-reviews-title">
      <h2 className="section-title" id="customer-reviews-title">
        {texts.title}
      </h2>
      <div className="customer-reviews__layout">
        <div className="customer-reviews__write">
          {viewer.role === 'customer' && (
            <Suspense fallback={<div className="review-form review-form--loading" aria-busy="true" />}>
              <ReviewForm
                productId={productId}
                authorName={viewer.name || texts.anonymous}
                onKeptLocally={onKeptLocally}
              />
            </Suspense>
          )}
          {viewer.role === 'visitor' && (
            <div className="customer-reviews__login">
              <h3 className="review-form__title">{texts.writeTitle}</h3>
              <p>{texts.loginPrompt}</p>
              <Button type="primary" icon={<Icon svg={LoginOutlined} />} onClick={onLoginRequired}>
                {texts.logIn}
              </Button>
            </div>
          )}
        </div>
        <div className="customer-reviews__list">
          {reviews.length > 0 ? (
            <ReviewList reviews={reviews} />
          ) : status === 'pending' ? (
            <p role="status">{texts.loading}</p>
          ) : status === 'error' ? (
            <p role="alert">{texts.loadFailed}</p>
          ) : (
            <p>{texts.none}</p>
          )}
        </div>
      </div>
    </section>
  );
}
