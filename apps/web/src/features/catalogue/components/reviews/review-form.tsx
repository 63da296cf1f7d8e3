import { REVIEW_TEXT_MAX_LENGTH } from '@kukur/contracts';
import { Button, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { ApiError } from '@/shared/api';
import { type NewReview, useAddReview } from '../../api/add-review';
import type { Review } from '../../api/catalogue-types';
import { useMyReview } from '../../api/get-my-review';
import { useCatalogueTexts } from '../../catalogue-messages';
import { RatingInput } from './rating-input';
import { useFeedback } from '@/shared/ui/feedback';

export interface ReviewFormProps {
  productId: string;
  /** The name a review kept only on this page is shown with. */
  authorName: string;
  /** A review the server did not take: the spec still adds it to the list on this page. */
  onKeptLocally: (review: Review) => void;
}

let localSequence = 0;

/**
 * Write a Review, or edit the one the customer wrote before (one review per customer and product): stars and
 * text; Submit stays disabled until the text is not blank and a star is chosen.
 */
type PostOutcome = 'posted' | 'refused' | 'kept-locally';

export function ReviewForm({ productId, authorName, onKeptLocally }: ReviewFormProps) {
  const texts = useCatalogueTexts().reviews;
  const { notification } = useFeedback();
  const mine = useMyReview(productId);
  // The mutation lives here, not in the fields: after a first post the fields are a new form (the edit form).
  const addReview = useAddReview(productId);

  const post = async (review: NewReview): Promise<PostOutcome> => {
    try {
      const posted = await addReview.mutateAsync(review);
      if (posted.result === 'updated') {
        notification.success({ title: texts.updatedTitle, description: texts.updated });
      } else {
        notification.success({ title: texts.submittedTitle, description: texts.submitted });
      }
      return 'posted';
    } catch (error) {
      // Too many posts: nothing was kept, and the words stay in the form for later.
      if (error instanceof ApiError && error.status === 429) {
        notification.warning({ title: texts.tooManyTitle, description: error.message });
        return 'refused';
      }
      localSequence += 1;
      const id = `local-${localSequence}`;
      onKeptLocally({
        id,
        _id: id,
        userName: authorName,
        date: new Date().toISOString(),
        updatedAt: null,
        verifiedBuyer: false,
        ...review,
      });
      notification.error({ title: texts.failedTitle, description: texts.failed });
      return 'kept-locally';
    }
  };

  if (mine.isPending) return <p role="status">{texts.loadingMine}</p>;
  const existing = mine.data ?? null;
  // A new form for each review it edits: after the first post the customer goes on editing that review.
  return (
    <ReviewFormFields
      key={existing?.id ?? 'new'}
      existing={existing}
      pending={addReview.isPending}
      onPost={post}
    />
  );
}

interface ReviewFormFieldsProps {
  existing: Review | null;
  pending: boolean;
  onPost: (review: NewReview) => Promise<PostOutcome>;
}

function ReviewFormFields({ existing, pending, onPost }: ReviewFormFieldsProps) {
  const texts = useCatalogueTexts().reviews;
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [text, setText] = useState(existing?.text ?? '');
  const ready = text.trim() !== '' && rating >= 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || pending) return;
    void onPost({ text: text.trim(), rating }).then((outcome) => {
      if (outcome !== 'kept-locally') return;
      setRating(0);
      setText('');
    });
  };

  return (
    <form className="review-form" onSubmit={submit} aria-labelledby="review-form-title">
      <h3 className="review-form__title" id="review-form-title">
        {existing ? texts.editTitle : texts.writeTitle}
      </h3>
      {existing && <p className="review-form__hint">{texts.editHint}</p>}
      <RatingInput value={rating} onChange={setRating} disabled={pending} />
      <label className="review-form__label" htmlFor="review-text">
        {texts.textLabel}
      </label>
      <Input.TextArea
        id="review-text"
        rows={4}
        maxLength={REVIEW_TEXT_MAX_LENGTH}
        showCount
        placeholder={texts.textPlaceholder}
        value={text}
        disabled={pending}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="primary" htmlType="submit" disabled={!ready} loading={pending}>
        {existing ? texts.update : texts.submit}
      </Button>
    </form>
  );
}
