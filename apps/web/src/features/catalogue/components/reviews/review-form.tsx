import { REVIEW_TEXT_MAX_LENGTH } from '@kukur/contracts';
import { App, Button, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { useAddReview } from '../../api/add-review';
import type { Review } from '../../api/catalogue-types';
import { CATALOGUE_MESSAGES } from '../../catalogue-messages';
import { RatingInput } from './rating-input';

export interface ReviewFormProps {
  productId: string;
  /** The name a review kept only on this page is shown with. */
  authorName: string;
  /** A review the server did not take: the spec still adds it to the list on this page. */
  onKeptLocally: (review: Review) => void;
}

let localSequence = 0;

/** Write a Review: stars and text; Submit stays disabled until the text is not blank and a star is chosen. */
export function ReviewForm({ productId, authorName, onKeptLocally }: ReviewFormProps) {
  const texts = CATALOGUE_MESSAGES.reviews;
  const { notification } = App.useApp();
  const addReview = useAddReview(productId);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const ready = text.trim() !== '' && rating >= 1;

  const reset = () => {
    setRating(0);
    setText('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || addReview.isPending) return;
    const review = { text: text.trim(), rating };
    addReview.mutate(review, {
      onSuccess: () => {
        reset();
        notification.success({ title: texts.submittedTitle, description: texts.submitted });
      },
      onError: () => {
        localSequence += 1;
        const id = `local-${localSequence}`;
        onKeptLocally({ id, _id: id, userName: authorName, date: new Date().toISOString(), ...review });
        reset();
        notification.error({ title: texts.failedTitle, description: texts.failed });
      },
    });
  };

  return (
    <form className="review-form" onSubmit={submit} aria-labelledby="review-form-title">
      <h3 className="review-form__title" id="review-form-title">
        {texts.writeTitle}
      </h3>
      <RatingInput value={rating} onChange={setRating} disabled={addReview.isPending} />
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
        disabled={addReview.isPending}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="primary" htmlType="submit" disabled={!ready} loading={addReview.isPending}>
        {texts.submit}
      </Button>
    </form>
  );
}
